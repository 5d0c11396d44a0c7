// The store's two lists, the catalogue and the installed apps, linked to each other.
import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useOrgHref } from '../../portal/portal';
import classes from './store.module.css';

export function StoreNav({ current }: { current: 'store' | 'store-manage' }) {
  const { t } = useLingui();
  const href = useOrgHref();
  const links = [
    { route: 'store', path: '/store', label: t`Catalogue` },
    { route: 'store-manage', path: '/store/manage', label: t`Installed apps` },
  ] as const;
  return (
    <nav aria-label={t`App store`}>
      <Group gap="xs" className={classes.sectionNav}>
        {links.map(({ route, path, label }) => (
          <a key={route} href={href(path)} className={classes.sectionLink} aria-current={route === current ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </Group>
    </nav>
  );
}
