// Makes the short hover clips under apps/server/media/videos once (no ffmpeg on the machine):
// headless Chromium draws an animated canvas and records it with MediaRecorder as WebM.
// Run by hand: `node apps/server/scripts/make-videos.mjs`. Not run at install or test time.
/* global document, MediaRecorder, requestAnimationFrame */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media/videos');
const clips = [
  { name: 'battle-arena-desktop', width: 640, height: 280, hue: 350, seconds: 4 },
  { name: 'battle-arena-mobile', width: 360, height: 450, hue: 20, seconds: 4 },
  { name: 'chainlink', width: 320, height: 180, hue: 220, seconds: 3 },
  { name: 'gala-games', width: 320, height: 180, hue: 280, seconds: 3 },
  { name: 'immutable', width: 320, height: 180, hue: 190, seconds: 3 },
  { name: 'download-intro', width: 640, height: 360, hue: 255, seconds: 4 },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.setContent('<html><body></body></html>');
for (const clip of clips) {
  const base64 = await page.evaluate(async ({ width, height, hue, seconds }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.append(canvas);
    const ctx = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(30), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 350_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 1000;
        const g = ctx.createLinearGradient(0, 0, width, height);
        g.addColorStop(0, `hsl(${hue + t * 20}, 70%, 12%)`);
        g.addColorStop(1, `hsl(${hue + 60 + t * 20}, 80%, 30%)`);
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, width, height);
        for (let i = 0; i < 6; i += 1) {
          const a = t * 1.4 + (i * Math.PI) / 3;
          ctx.beginPath();
          ctx.arc(
            width / 2 + Math.cos(a) * width * 0.3,
            height / 2 + Math.sin(a) * height * 0.3,
            10 + i * 4,
            0,
            Math.PI * 2,
          );
          ctx.fillStyle = `hsla(${hue + i * 30}, 90%, 65%, 0.8)`;
          ctx.fill();
        }
        ctx.strokeStyle = `hsla(${hue + 180}, 90%, 70%, 0.6)`;
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.arc(
          width / 2,
          height / 2,
          (Math.sin(t * 3) * 0.5 + 0.5) * Math.min(width, height) * 0.4,
          0,
          Math.PI * 2,
        );
        ctx.stroke();
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    canvas.remove();
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, clip);
  const bytes = Buffer.from(base64, 'base64');
  await writeFile(path.join(out, `${clip.name}.webm`), bytes);
  process.stdout.write(`${clip.name}.webm ${bytes.length} bytes\n`);
}
await browser.close();
