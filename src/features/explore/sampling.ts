// How finely a range is read: the server averages the samples in buckets (facts §6 `aggregation`), and the bucket
// is the smallest of a few round widths that keeps the chart at no more than two points per pixel, so a year draws
// about as many points as an hour does. Round widths that divide a day and a week keep an overlay's buckets on the
// same edges as the range it is compared with.

/** Bucket widths in seconds, from the devices' own 10-second samples up to a day. */
export const bucketSeconds: readonly number[] = [10, 20, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400];

export const pointsPerPixel = 2;

/** The bucket width (seconds) for `spanMs` drawn across `widthPx` pixels. */
export function bucketFor(spanMs: number, widthPx: number): number {
  const most = Math.max(1, Math.floor(widthPx)) * pointsPerPixel;
  return bucketSeconds.find((seconds) => spanMs / (seconds * 1000) <= most) ?? (bucketSeconds.at(-1) as number);
}
