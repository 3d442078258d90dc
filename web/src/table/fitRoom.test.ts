import assert from 'node:assert/strict';
import { it } from 'node:test';
import { FIT_MARGIN, roomLeft } from './fitRoom.ts';

const box = (top: number, bottom: number, left: number, right: number) => ({
  top,
  bottom,
  left,
  right,
});

it('gives the field the viewport less what stands above it and what is stacked under it', () => {
  // A phone: the field from 120 to 520, its buttons and a hand of two rows under it, to 780.
  const field = box(120, 520, 8, 382);
  const under = [box(530, 580, 8, 382), box(590, 780, 8, 382)];
  assert.equal(roomLeft(field, under, 844, 0), 844 - 120 - 260 - FIT_MARGIN);
  // The same page scrolled down 100 px: the room is the page's, not the scroll's.
  const scrolled = box(20, 420, 8, 382);
  const under2 = [box(430, 480, 8, 382), box(490, 680, 8, 382)];
  assert.equal(roomLeft(scrolled, under2, 844, 100), 844 - 120 - 260 - FIT_MARGIN);
});

it('leaves out a part beside the field and one above it', () => {
  // A laptop: the hand stands beside the pitch, down to 1200; the score above it.
  const pitch = box(100, 700, 16, 480);
  const beside = box(100, 1200, 497, 912);
  const above = box(60, 90, 16, 480);
  assert.equal(roomLeft(pitch, [beside, above], 900, 0), 900 - 100 - FIT_MARGIN);
});

it('is never below 0, however much must stand under the field', () => {
  assert.equal(roomLeft(box(500, 600, 0, 100), [box(600, 2000, 0, 100)], 844, 0), 0);
});
