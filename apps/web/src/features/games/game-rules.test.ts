import { describe, expect, it } from 'vitest';
import { columnsAt, playsHoverVideo, popularColumns, recommendedColumns, showsLabels } from './game-rules';

describe('games page rules', () => {
  it('uses 3 columns for a Recommended grid of 3, otherwise 2', () => {
    expect(recommendedColumns(3)).toBe(3);
    expect(recommendedColumns(2)).toBe(2);
    expect(recommendedColumns(4)).toBe(2);
    expect(recommendedColumns(0)).toBe(2);
  });

  it('lays Popular Games out 4 per row on desktop and 2 per row below 960 px', () => {
    expect(popularColumns(1440)).toBe(4);
    expect(popularColumns(960)).toBe(4);
    expect(popularColumns(800)).toBe(2);
    expect(popularColumns(390)).toBe(2);
    expect(columnsAt(390, 3)).toBe(1);
    expect(columnsAt(800, 3)).toBe(3);
  });

  it('shows labels only on cards wider than 587 px', () => {
    expect(showsLabels(587)).toBe(false);
    expect(showsLabels(588)).toBe(true);
  });

  it('plays hover videos only from 600 px and only when the card has one', () => {
    expect(playsHoverVideo(599, '/media/videos/a.webm')).toBe(false);
    expect(playsHoverVideo(600, '/media/videos/a.webm')).toBe(true);
    expect(playsHoverVideo(1440, undefined)).toBe(false);
  });
});
