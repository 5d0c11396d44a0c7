// A plain button in the component library's look, for the first screens: Mantine's Button brings its loader
// and transition, which those screens never show (the entry budget is a test).
import type { ComponentPropsWithoutRef } from 'react';
import classes from './actionButton.module.css';

export function ActionButton({
  variant = 'filled',
  className,
  ...props
}: ComponentPropsWithoutRef<'button'> & { variant?: 'filled' | 'default' | 'danger' }) {
  return <button type="button" className={`${classes.button} ${className ?? ''}`} data-variant={variant} {...props} />;
}
