export * from './menu-tree';
export * from './top-menu';
