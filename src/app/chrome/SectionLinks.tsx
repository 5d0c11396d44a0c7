// The sections the user may use in this organisation, in the top bar.
import { useLingui } from '@lingui/react/macro';
import { useUiStore } from '../uiStore';
import { entryCurrent, menuEntries, sectionLabels } from '../menu';
import { useAccess, useOrgHref } from '../../portal/portal';
import { isBuilt } from '../screens';
import classes from './chrome.module.css';

export function SectionLinks() {
  const { i18n, t } = useLingui();
  const access = useAccess();
  const href = useOrgHref();
  const currentPath = useUiStore((state) => state.currentPath);
  if (!access) return null;
  const entries = menuEntries(access, isBuilt);

  return (
    <nav className={classes.sectionLinks} aria-label={t`Sections`}>
      {entries.map((entry) => (
        <a
          key={entry.section}
          className={classes.sectionLink}
          href={href(entry.path)}
          aria-current={entryCurrent(entry, currentPath)}
        >
          {i18n._(sectionLabels[entry.section])}
        </a>
      ))}
    </nav>
  );
}
