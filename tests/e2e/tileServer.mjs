// A stand-in for a map tile server (the OpenStreetMap /{z}/{x}/{y}.png scheme), for the route
// map's tests: every tile is a 256-pixel PNG, with a header so a test can tell tiles were drawn.
import http from 'node:http';
import sharp from 'sharp';

const port = Number(process.argv[2]);
const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3c2' } })
  .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 0H256V256" fill="none" stroke="#9bb98a" stroke-width="2"/></svg>') }])
  .png()
  .toBuffer();

http
  .createServer((req, res) => {
    if (req.url === '/health') return res.end('ok');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.statusCode = 404;
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600', 'Access-Control-Allow-Origin': '*' });
    res.end(tile);
  })
  .listen(port, '127.0.0.1');
