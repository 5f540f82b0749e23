/** A backup file that cannot be read to its end: cut short, or altered. Said in one line, without a stack. */
export class BackupDamaged extends Error {
  constructor(file: string, detail: string) {
    super(`${file} is damaged or cut short (${detail}): nothing was restored from it. Restore from another backup`);
    this.name = 'BackupDamaged';
  }
}

const firstLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n', 1)[0]!;

/** What reading a backup throws (SQLite's "database disk image is malformed", broken JSON…), as BackupDamaged. */
export function asDamaged(file: string, err: unknown): BackupDamaged {
  return err instanceof BackupDamaged ? err : new BackupDamaged(file, firstLine(err));
}

/** A backup's rows, any failure to read them being the file's damage (the restore's own failures are not read here). */
export async function* readOrDamaged<T>(file: string, rows: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield* rows;
  } catch (err) {
    throw asDamaged(file, err);
  }
}
