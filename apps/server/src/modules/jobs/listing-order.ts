/**
 * The jobs of one listing in its order, with what orders them, position by position: the score (how
 * well the job answers the search, then its match with the talent: decision 0122; 0 for every job when
 * the listing goes by date) and the time published in microseconds. The best score comes first, then
 * the newest, then the highest id, as the listing's query orders them.
 */
export interface ListingOrder {
  ids: Int32Array;
  scores: Uint16Array;
  published: Float64Array;
}

/** Where one job stands in a listing's order. */
export interface JobPlace {
  id: number;
  score: number;
  published: number;
}

export function placeAt(order: ListingOrder, index: number): JobPlace {
  return {
    id: order.ids[index] ?? 0,
    score: order.scores[index] ?? 0,
    published: order.published[index] ?? 0,
  };
}

/** Whether a job placed at (`score`, `published`, `id`) comes before one placed at the second three. */
function placedBefore(
  scoreA: number,
  publishedA: number,
  idA: number,
  scoreB: number,
  publishedB: number,
  idB: number,
): boolean {
  if (scoreA !== scoreB) return scoreA > scoreB;
  if (publishedA !== publishedB) return publishedA > publishedB;
  return idA > idB;
}

/** Whether the job at `a` of `first` comes before the job at `b` of `second`. */
function comesBefore(first: ListingOrder, a: number, second: ListingOrder, b: number): boolean {
  return placedBefore(
    first.scores[a] ?? 0,
    first.published[a] ?? 0,
    first.ids[a] ?? 0,
    second.scores[b] ?? 0,
    second.published[b] ?? 0,
    second.ids[b] ?? 0,
  );
}

/**
 * The order with the jobs `changed` taken out and `moved` put in their places: `moved` holds those of
 * the changed jobs that belong to the listing now (open, passing its filters), in the listing's order,
 * with their scores and times as they are now. One pass over both, so it costs a copy of the order.
 */
export function moveJobs(order: ListingOrder, changed: Iterable<number>, moved: ListingOrder): ListingOrder {
  const taken = new Set(changed);
  let kept = 0;
  for (const id of order.ids) if (!taken.has(id)) kept += 1;
  const length = kept + moved.ids.length;
  const result: ListingOrder = {
    ids: new Int32Array(length),
    scores: new Uint16Array(length),
    published: new Float64Array(length),
  };
  let from = 0;
  let next = 0;
  for (let at = 0; at < length; at += 1) {
    while (from < order.ids.length && taken.has(order.ids[from] ?? 0)) from += 1;
    const fromOrder =
      next >= moved.ids.length || (from < order.ids.length && comesBefore(order, from, moved, next));
    const source = fromOrder ? order : moved;
    const index = fromOrder ? from++ : next++;
    result.ids[at] = source.ids[index] ?? 0;
    result.scores[at] = source.scores[index] ?? 0;
    result.published[at] = source.published[index] ?? 0;
  }
  return result;
}

/**
 * The order up to `last`'s place, with it if it is there: what a head of a listing holds once jobs
 * moved in it, since the jobs that came after its last one were never read.
 */
export function upTo(order: ListingOrder, last: JobPlace): ListingOrder {
  const isPastLast = (index: number) =>
    placedBefore(
      last.score,
      last.published,
      last.id,
      order.scores[index] ?? 0,
      order.published[index] ?? 0,
      order.ids[index] ?? 0,
    );
  let length = 0;
  while (length < order.ids.length && !isPastLast(length)) length += 1;
  return {
    ids: order.ids.subarray(0, length),
    scores: order.scores.subarray(0, length),
    published: order.published.subarray(0, length),
  };
}
