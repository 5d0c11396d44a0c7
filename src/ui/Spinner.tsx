// A loading indicator for screens and steps: CSS only, announced by its label.
import classes from './spinner.module.css';

export function Spinner({ label }: { label: string }) {
  return (
    <div className={classes.wrap} role="status" aria-label={label}>
      <span className={classes.spinner} aria-hidden="true" />
    </div>
  );
}
