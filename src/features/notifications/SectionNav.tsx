// The notification section's two screens, rules and the organisation's settings, linked to each other when the
// person may open both (the portal menu shows a section once, at its first screen).
import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useCanEnter, useOrgHref } from '../../portal/portal';
import classes from './notifications.module.css';

const screens = [
  { route: 'notifications', path: '/notifications' },
  { route: 'admin-notifications', path: '/admin/notifications' },
] as const;

export function SectionNav({ current }: { current: (typeof screens)[number]['route'] }) {
  const { t } = useLingui();
  const canEnter = useCanEnter();
  const href = useOrgHref();
  const labels = { notifications: t`Rules`, 'admin-notifications': t`Organization settings` };
  const open = screens.filter(({ route }) => route === current || canEnter(route));
  if (open.length < 2) return null;

  return (
    <nav aria-label={t`Notifications`}>
      <Group gap="xs" className={classes.sectionNav}>
        {open.map(({ route, path }) => (
          <a key={route} href={href(path)} className={classes.sectionLink} aria-current={route === current ? 'page' : undefined}>
            {labels[route]}
          </a>
        ))}
      </Group>
    </nav>
  );
}
