// How finely a range is read: the server reduces the samples in buckets (facts §6 `aggregation`), one bucket per
// pixel of the chart at most, each drawn as its lowest and its highest value, so a year draws about two points per
// pixel and a peak narrower than a pixel still shows (an average would flatten a ten-minute swing over a year). At
// the devices' own 10-second resolution a bucket holds one sample, drawn once. Round widths that divide a day and a
// week keep an overlay's buckets on the same edges as the range it is compared with.

/** Bucket widths in seconds, from the devices' own 10-second samples up to a day. */
export const bucketSeconds: readonly number[] = [10, 20, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400];

/** A bucket of the devices' own sample interval holds one sample: its value is the sample, not an envelope. */
export const sampleSeconds = bucketSeconds[0] as number;

/** The bucket width (seconds) for `spanMs` drawn across `widthPx` pixels: the smallest with no more buckets than pixels. */
export function bucketFor(spanMs: number, widthPx: number): number {
  const most = Math.max(1, Math.floor(widthPx));
  return bucketSeconds.find((seconds) => spanMs / (seconds * 1000) <= most) ?? (bucketSeconds.at(-1) as number);
}
