// OPERATOR_PASSWORD=... npm run operator -- add <email> <name> [--role owner|editor|sales] | role <email> <role> | list | disable <email>
// The only way an operator account comes to exist: the back office has no signup.
import { getDb } from '@/server/db/connection';
import { parseOperatorCommand } from '@/server/admin/operatorCommand';
import { addOperator, disableOperator, listOperators, setOperatorRole } from '@/server/admin/operatorService';

async function main() {
  const asked = parseOperatorCommand(process.argv.slice(2), process.env);
  if (asked.command === 'usage') {
    console.error(asked.error);
    process.exitCode = 2;
    return;
  }
  const db = getDb();
  try {
    if (asked.command === 'add') {
      const added = await addOperator(asked, db);
      console.log(`${added.email} (${added.name}) can now log in to the back office as ${added.role}.`);
    } else if (asked.command === 'role') {
      const ok = await setOperatorRole(asked.email, asked.role, db);
      console.log(ok ? `${asked.email} is now ${asked.role}; it applies from their next click.` : `${asked.email}: no operator with this address.`);
      process.exitCode = ok ? 0 : 1;
    } else if (asked.command === 'list') {
      const rows = await listOperators(db);
      if (!rows.length) console.log('No operators yet: add one with OPERATOR_PASSWORD=... npm run operator -- add <email> <name>');
      for (const r of rows) console.log(`${r.email}  ${r.name}  ${r.role}  since ${r.created_at}${r.disabled_at ? `  DISABLED ${r.disabled_at}` : ''}`);
    } else {
      const ok = await disableOperator(asked.email, db);
      console.log(ok ? `${asked.email}: disabled; their sessions no longer work.` : `${asked.email}: no enabled operator with this address.`);
      process.exitCode = ok ? 0 : 1;
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
