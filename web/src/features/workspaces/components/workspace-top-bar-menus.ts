/**
 * The workspace top bar's two menus (switcher, options), loaded together after first paint in one lazy
 * chunk (issue 27 "at most 20 JS files"; decisions W42).
 */
export { WorkspaceSwitcher } from './workspace-switcher';
export { WorkspaceOptionsMenu } from './workspace-options-menu';
