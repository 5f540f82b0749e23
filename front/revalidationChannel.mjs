// Shared by the process that announces rebuilt pages (server/cache/revalidationChannel.ts, bundled
// by Next) and the subscriber beside it (front/revalidationSubscriber.mjs): one channel, one name
// per process, so a process skips its own announcements.
import os from 'node:os';

export const REVALIDATION_CHANNEL = 'safari:revalidate';

export const instanceName = () => `${os.hostname()}:${process.pid}`;
