import net from 'node:net';

/** A loopback port nobody listens on (the system picks it free, then it is let go): a peer refusing connections. */
export const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
