// The print design drawer still imports the switch from here; it moves to the shared one with the prints work.
export { SwitchField } from '../../../../components/editor-ui/switch-field';
