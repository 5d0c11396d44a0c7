// A text shown in at most a few lines, cut with an ellipsis, its whole in the title a pointer shows on hover (a
// screen reader reads the whole text anyway). Marked `data-cut-text`: the cut is meant, and the browser test that
// fails on cut text (tests/e2e/clipping.ts) lets it pass because the title says it all.
import { Text, type ElementProps, type TextProps } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import type { ReactNode } from 'react';

export interface ClampedTextProps extends TextProps, Omit<ElementProps<'p'>, 'children' | 'title' | 'color' | 'style'> {
  /** The whole text, for the title; shown too unless `children` show it otherwise (isolated names, say). */
  text: string;
  lines?: number;
  children?: ReactNode;
}

export function ClampedText({ text, lines = 2, children, ...props }: ClampedTextProps) {
  return (
    <Text {...props} lineClamp={lines} title={text} data-cut-text="">
      {children ?? text}
    </Text>
  );
}
