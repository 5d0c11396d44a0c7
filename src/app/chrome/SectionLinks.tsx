// The sections the user may use in this organisation, in the top bar. As many as fit are shown in the menu's order;
// the rest wait under "More", so a long list (fifteen sections for an administrator) neither scrolls sideways out
// of sight nor pushes the alarm count and the menus off the bar. Widths are measured once per set of labels.
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { useUiStore } from '../uiStore';
import { entryCurrent, menuEntries, sectionLabels } from '../menu';
import { useAccess, useOrgHref } from '../../portal/portal';
import { isBuilt } from '../screens';
import { fittingCount } from './fittingCount';
import classes from './chrome.module.css';

/** Room kept for the "More" button when not every section fits. */
const moreWidth = 96;

export function SectionLinks() {
  const { i18n, t } = useLingui();
  const access = useAccess();
  const href = useOrgHref();
  const currentPath = useUiStore((state) => state.currentPath);
  const nav = useRef<HTMLElement>(null);
  const more = useRef<HTMLDetailsElement>(null);
  const entries = access ? menuEntries(access, isBuilt) : [];
  const labels = entries.map((entry) => i18n._(sectionLabels[entry.section]));
  const key = labels.join('\n');
  const [measured, setMeasured] = useState<{ key: string; widths: number[] }>();
  const [room, setRoom] = useState<number>();

  // Every link is shown once for a new set of labels, to measure it; then only those that fit.
  useLayoutEffect(() => {
    if (!nav.current || measured?.key === key) return;
    const links = [...nav.current.querySelectorAll<HTMLElement>(`.${classes.sectionLink}`)];
    const gap = parseFloat(getComputedStyle(nav.current).columnGap) || 0;
    setMeasured({ key, widths: links.map((link) => link.getBoundingClientRect().width + gap) });
  }, [key, measured]);

  // The bar appears once the person's access is known.
  const shownAtAll = access !== undefined;
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    // The room inside the bar's padding, measured here first: the observer's first report comes a frame later, and
    // until then every link would show, overflowing, and a click meant for one could land on another as they fold.
    const measureRoom = () => setRoom(element.clientWidth - (parseFloat(getComputedStyle(element).paddingRight) || 0));
    measureRoom();
    const observer = new ResizeObserver(measureRoom);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shownAtAll]);

  if (!access) return null;
  const shown = measured?.key === key && room !== undefined ? fittingCount(measured.widths, room, moreWidth) : entries.length;
  const link = (index: number) => {
    const entry = entries[index];
    if (!entry) return null;
    return (
      <a
        key={entry.section}
        className={classes.sectionLink}
        href={href(entry.path)}
        aria-current={entryCurrent(entry, currentPath)}
        onClick={() => more.current?.removeAttribute('open')}
      >
        {labels[index]}
      </a>
    );
  };
  const rest = entries.slice(shown);

  return (
    <nav ref={nav} className={classes.sectionLinks} aria-label={t`Sections`}>
      {entries.slice(0, shown).map((_, index) => link(index))}
      {rest.length > 0 && (
        <details ref={more} className={classes.more}>
          <summary
            className={classes.sectionLink}
            aria-current={rest.some((entry) => entryCurrent(entry, currentPath)) ? 'true' : undefined}
          >
            {t`More`}
          </summary>
          <div className={classes.moreList}>{rest.map((_, index) => link(shown + index))}</div>
        </details>
      )}
    </nav>
  );
}
