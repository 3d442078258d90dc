import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HistoryEntry } from '../../../src/server/ratings/wire.ts';
import { query } from './api.ts';
import {
  changeText,
  ratingPoints,
  ratingText,
  resultText,
  seatRatingText,
  timeDomain,
} from './format.ts';

describe('ratings as pages show them', () => {
  it('marks a provisional rating with ? and the deviation with ±', () => {
    assert.equal(ratingText({ rating: 1500, deviation: 500 }), '1500? ± 500');
    assert.equal(ratingText({ rating: 1712.8, deviation: 64.4 }), '1712 ± 64');
    assert.equal(ratingText({ rating: 1600, deviation: 110 }), '1600? ± 110');
    assert.equal(ratingText({ rating: 1600, deviation: 109.9 }), '1600 ± 110');
  });

  it('marks a rating provisional where the server says so: a bot the lab has not calibrated', () => {
    const bot = { rating: 1540.6, deviation: 90 };
    assert.equal(ratingText({ ...bot, provisional: true }), '1540? ± 90');
    assert.equal(ratingText({ ...bot, provisional: false }), '1540 ± 90');
    assert.equal(ratingText(bot), '1540 ± 90');
  });

  it("shows a seat's rating after a game as the ratings table does: rounded down, ? while provisional", () => {
    // 1620.81 ± 448 was '1621' in a game's line beside '1620? ± 448' in the ratings table.
    assert.equal(seatRatingText({ rating: 1620.81, deviation: 448.4 }), '1620?');
    assert.equal(seatRatingText({ rating: 1712.9, deviation: 64 }), '1712');
  });

  it("gives a lone game's plot a day either side, and several games their own span", () => {
    const at = Date.UTC(2026, 10, 30, 6, 4, 27);
    const point = (ms: number) => ({ at: new Date(ms), rating: 1620, low: 1172, high: 2068 });
    assert.deepEqual(timeDomain([point(at)]), [
      new Date(at - 24 * 60 * 60 * 1000),
      new Date(at + 24 * 60 * 60 * 1000),
    ]);
    assert.deepEqual(timeDomain([point(at), point(at + 5000)]), [
      new Date(at),
      new Date(at + 5000),
    ]);
    assert.equal(timeDomain([]), undefined);
  });

  it('signs a change and names a result', () => {
    assert.equal(changeText(1500, 1741.6), '+242');
    assert.equal(changeText(1500, 1488), '−12');
    assert.equal(changeText(1500, 1500.2), '±0');
    assert.equal(resultText('draw'), 'Drew');
  });

  it('turns a history page (newest first) into plot points oldest first', () => {
    const entry = (at: number, rating: number): HistoryEntry => ({
      tableId: `t${at}`,
      mode: 'goal-2',
      at,
      seat: 0,
      seats: [
        {
          seat: 0,
          player: 'me',
          name: 'Me',
          bot: false,
          place: 1,
          result: 'win',
          rating,
          ratingBefore: 1500,
          deviation: 100,
        },
        {
          seat: 1,
          player: 'you',
          name: 'You',
          bot: false,
          place: 2,
          result: 'loss',
          rating: 1,
          ratingBefore: 1,
          deviation: 1,
        },
      ],
    });
    const points = ratingPoints('me', [entry(2000, 1600), entry(1000, 1550)]);
    assert.deepEqual(
      points.map((p) => [p.at.getTime(), p.rating, p.low, p.high]),
      [
        [1000, 1550, 1450, 1650],
        [2000, 1600, 1500, 1700],
      ],
    );
  });

  it('writes only the query values given', () => {
    assert.equal(query({ limit: 50, after: undefined }), '?limit=50');
    assert.equal(query({}), '');
    assert.equal(query({ before: 'a b' }), '?before=a+b');
  });
});
