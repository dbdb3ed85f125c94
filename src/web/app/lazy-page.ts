import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page downloaded only when its route is visited, from a module's named export. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
