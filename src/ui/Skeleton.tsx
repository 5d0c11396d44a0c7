// What a screen or a list shows while it loads: grey blocks in its shape (a title and its controls for a whole screen,
// rows for a list) instead of a blank page with a spinner, so nothing jumps when it arrives. A polite status carries
// the label for screen readers; the shimmer stops for people who ask for reduced motion.
import classes from './skeleton.module.css';

export function Skeleton({ label, screen = false, rows = 5 }: { label: string; screen?: boolean; rows?: number }) {
  return (
    <div className={classes.skeleton} role="status" aria-label={label}>
      <span className={classes.label}>{label}</span>
      <div className={classes.blocks} aria-hidden="true">
        {screen && (
          <>
            <div className={`${classes.block} ${classes.title}`} />
            <div className={classes.controls}>
              <div className={`${classes.block} ${classes.control}`} />
              <div className={`${classes.block} ${classes.control}`} />
            </div>
          </>
        )}
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className={`${classes.block} ${classes.row}`} />
        ))}
      </div>
    </div>
  );
}
