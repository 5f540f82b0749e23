import net from 'node:net';

/**
 * A TCP relay between the site and its database that a test can cut and restore:
 * 'refuse' closes every connection and refuses new ones (the server is down or restarting);
 * 'blackhole' closes every connection and takes new ones without ever answering (a network cut);
 * 'stall' keeps every connection open but lets nothing through, new ones included (a cut that
 * closes nothing: the site's open connections simply go silent).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'open' | 'refuse' | 'blackhole' | 'stall' = 'open';
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => (sockets.add(s), s.on('close', () => sockets.delete(s)), s.on('error', () => s.destroy()));

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole' || mode === 'stall') return;
    const upstream = track(net.connect(target.port, target.host));
    // Relayed byte by byte rather than piped, so a stall can swallow what is in flight.
    client.on('data', (chunk) => mode === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'open' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };

  return {
    port,
    cut: async (how: 'refuse' | 'blackhole' | 'stall') => {
      const was = mode;
      mode = how;
      if (how !== 'stall') dropAll();
      if (how === 'refuse' && was !== 'refuse') await stopListening();
      if (how !== 'refuse' && was === 'refuse') await listen(port);
    },
    restore: async () => {
      if (mode === 'refuse') await listen(port);
      // Connections taken while cut were never relayed, and stalled ones lost bytes: their owners see them end.
      if (mode === 'blackhole' || mode === 'stall') dropAll();
      mode = 'open';
    },
    close: async () => {
      dropAll();
      if (mode !== 'refuse') await stopListening();
    },
  };
}
