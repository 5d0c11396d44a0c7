// A tag path that wraps after its slashes on a narrow screen, never inside a word ("Boiler/" then "Temperature").
import { Fragment } from 'react';

export function TagPath({ path }: { path: string }) {
  const parts = path.split('/');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
