// The person's name and email in the user menu (spec §7 userinfo), read when the menu first opens. Until they arrive,
// or when they cannot be read, the menu shows the user name alone.
import { use } from 'react';
import { usePortal } from '../../portal/portal';
import { userInfoOf } from '../../portal/userInfo';
import classes from './personDetails.module.css';

export function PersonDetails() {
  const info = use(userInfoOf(usePortal().platform));
  if (!info?.name && !info?.email) return null;
  return (
    <div className={classes.person}>
      {info.name && <bdi className={classes.name}>{info.name}</bdi>}
      {info.email && <bdi className={classes.email}>{info.email}</bdi>}
    </div>
  );
}
