/** Helpers the e2e tests of the project pages share: a picture to upload, a page's errors, whether a person's global socket is open. */
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { connectionsOf } from '../../functions/lib/socket/connection-store.js';

/** A picture worth looking at in a screenshot: a 480×240 PNG, blue to green, with a pale band across. */
export const pictureOf = (width = 480, height = 240): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const band = Math.abs(y - height / 2) < height / 10;
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set(band ? [235, 244, 250] : [30, 120 + Math.round((x / width) * 100), 200 - Math.round((x / width) * 80)], at);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
};

/** The page's uncaught errors and console errors, collected from now on. */
/** Problems the page reports to the console while the test runs: none are expected. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 200));
  });
  return errors;
};

/** Whether the person has a global socket open (the pushes reach the page). */
export const hasSocket = async (userId: string): Promise<boolean> => (await connectionsOf(userId, 'radio')).length > 0;
