import http from 'node:http';

// For the drain tests: each request on a connection of its own, so a closing listener is seen as it is.

/** A GET whose status is all that is read; 'refused' when the connection is. */
export const statusOf = (url: string) =>
  new Promise<number | 'refused'>((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', () => resolve('refused'));
  });

/** A POST whose body comes in two halves: in flight at the server until `finish` sends the second. */
export function postInTwoHalves(url: string, body: string) {
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { status, finish: () => request.end(body.slice(half)) };
}
