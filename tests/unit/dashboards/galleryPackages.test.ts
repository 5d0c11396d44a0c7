// The gallery panel's rows and the package name taken from an uploaded file.
import { describe, expect, it } from 'vitest';
import { galleryPackages, packageNameOf, packageNamePattern } from '../../../src/features/dashboards/gallery/galleryPackages';

describe('gallery packages', () => {
  it('joins the manifests and the gallery widgets, one row per package by name', () => {
    const rows = galleryPackages(
      {
        assets: [
          { asset: 'tanks', lib: 'tanks', url: 'https://s/tanks', manifest: { resources: { images: ['a.png', 'b.png'] }, source: 'tanks.zip', widgets: ['tanks.Level'] } },
          { asset: 'gauges', lib: 'gauges', url: 'https://s/gauges', manifest: { resources: {} } },
        ],
      },
      [
        { name: 'gauges', main: { url: 'https://s/gauges' }, widgets: ['gauges.Round'] },
        { name: 'tanks', main: { url: 'https://s/tanks' }, widgets: ['tanks.Other'] },
      ],
    );
    expect(rows).toEqual([
      { name: 'gauges', url: 'https://s/gauges', widgets: ['gauges.Round'], images: 0 },
      { name: 'tanks', url: 'https://s/tanks', source: 'tanks.zip', widgets: ['tanks.Level'], images: 2 },
    ]);
  });

  it('names a package after its file, in the characters the gallery takes', () => {
    expect(packageNameOf('acme-widgets.zip')).toBe('acme-widgets');
    expect(packageNameOf('Tank level (v2).json')).toBe('Tank-level-v2-');
    expect(packageNameOf('__init.js')).toBe('init');
    for (const name of ['acme-widgets', 'Tank-level-v2-', 'init']) expect(packageNamePattern.test(name)).toBe(true);
    expect(packageNamePattern.test('')).toBe(false);
  });
});
