/**
 * The editor's toolbar: one Fluent Toolbar (arrow keys move between its buttons), each button named by its
 * Chinese label (aria-label and tooltip), the formatting toggles with aria-pressed, headings, alignment and 行高
 * as menus of radio items. It reads the editor's state through `useEditorState`, so typing re-renders the toolbar
 * only when what it shows changes.
 */
import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  Tooltip,
  makeStyles,
  tokens,
  type MenuProps,
} from '@fluentui/react-components';
import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactElement, ReactNode } from 'react';
import { RICH_TEXT_LINE_HEIGHTS } from '../../../../shared/limits.js';
import { LineIcon } from '../line-icon.js';
import { ALIGNMENTS, HEADING_LEVELS, type Alignment, type HeadingLevel } from './extensions.js';
import { te, type RichTextEditorTextKey } from './texts.js';

const useStyles = makeStyles({
  toolbar: {
    flexWrap: 'wrap',
    gap: '2px',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  glyph: { fontFamily: 'Georgia, "Times New Roman", serif', fontSize: '16px', lineHeight: '20px', width: '20px', textAlign: 'center' },
  bold: { fontWeight: tokens.fontWeightBold },
  italic: { fontStyle: 'italic' },
  underline: { textDecorationLine: 'underline' },
  strike: { textDecorationLine: 'line-through' },
});

const PATHS = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 15a1.5 1.5 0 0 1 2.6 1.2L3.5 20h3',
  blockquote: 'M5 7h5v5H7.5L6 16M14 7h5v5h-2.5L15 16',
  left: 'M4 6h16M4 10h10M4 14h16M4 18h10',
  center: 'M4 6h16M7 10h10M4 14h16M7 18h10',
  right: 'M4 6h16M10 10h10M4 14h16M10 18h10',
  lineHeight: 'M11 6h9M11 12h9M11 18h9M5 4v16M3 6l2-2 2 2M3 18l2 2 2-2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  clear: 'M5 5h11M10.5 5 8 19M14 14l6 6M20 14l-6 6',
} as const;

const Icon = ({ name }: { name: keyof typeof PATHS }) => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
    <path d={PATHS[name]} />
  </svg>
);

/**
 * A Fluent tooltip naming its button (the button also carries the same aria-label). Called, not rendered as a
 * component: a MenuTrigger hands its props through a Tooltip to the button, not through a component of ours.
 */
const tip = (label: string, child: ReactElement, key?: string) => (
  <Tooltip key={key} content={label} relationship="label" withArrow>
    {child}
  </Tooltip>
);

type Mark = 'bold' | 'italic' | 'underline' | 'strike';
type Block = 'orderedList' | 'bulletList' | 'blockquote';

const ALIGN_LABELS: Record<Alignment, RichTextEditorTextKey> = {
  left: 'richTextEditor.alignLeft',
  center: 'richTextEditor.alignCenter',
  right: 'richTextEditor.alignRight',
};

export interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
}

export const EditorToolbar = ({ editor, disabled, onLink, onImage }: EditorToolbarProps) => {
  const styles = useStyles();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      orderedList: e.isActive('orderedList'),
      bulletList: e.isActive('bulletList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      heading: HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      align: ALIGNMENTS.find((alignment) => e.isActive({ textAlign: alignment })) ?? 'left',
      lineHeight: ((e.isActive('heading') ? e.getAttributes('heading') : e.getAttributes('paragraph')).lineHeight as string | null | undefined) ?? 'initial',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => command(editor.chain().focus()).run();

  const marks: [Mark, RichTextEditorTextKey, string, string, () => void][] = [
    ['bold', 'richTextEditor.bold', 'B', styles.bold, () => run((c) => c.toggleBold())],
    ['italic', 'richTextEditor.italic', 'I', styles.italic, () => run((c) => c.toggleItalic())],
    ['underline', 'richTextEditor.underline', 'U', styles.underline, () => run((c) => c.toggleUnderline())],
    ['strike', 'richTextEditor.strike', 'S', styles.strike, () => run((c) => c.toggleStrike())],
  ];
  const blocks: [Block, RichTextEditorTextKey, keyof typeof PATHS, () => void][] = [
    ['orderedList', 'richTextEditor.orderedList', 'orderedList', () => run((c) => c.toggleOrderedList())],
    ['bulletList', 'richTextEditor.bulletList', 'bulletList', () => run((c) => c.toggleBulletList())],
    ['blockquote', 'richTextEditor.blockquote', 'blockquote', () => run((c) => c.toggleBlockquote())],
  ];
  const pressed = [...marks.map(([name]) => name), ...blocks.map(([name]) => name), 'link' as const].filter((name) => state?.[name]);

  const setHeading = (value: string) => {
    const level = Number(value);
    run((c) => ((HEADING_LEVELS as readonly number[]).includes(level) ? c.setHeading({ level: level as HeadingLevel }) : c.setParagraph()));
  };
  const setAlign = (value: string) => run((c) => ((ALIGNMENTS as readonly string[]).includes(value) ? c.setTextAlign(value) : c));
  const setLineHeight = (value: string) => run((c) => (value === 'initial' ? c.unsetLineHeight() : c.setLineHeight(value)));

  const radioMenu = (
    name: string,
    checked: string,
    onPick: (value: string) => void,
    trigger: ReactElement,
    items: [value: string, label: ReactNode][],
  ) => {
    const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
      const [value] = data.checkedItems;
      if (value !== undefined) onPick(value);
    };
    return (
      <Menu checkedValues={{ [name]: [checked] }} onCheckedValueChange={onCheckedValueChange}>
        <MenuTrigger>{trigger}</MenuTrigger>
        <MenuPopover>
          <MenuList>
            {items.map(([value, label]) => (
              <MenuItemRadio key={value} name={name} value={value}>
                {label}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  };

  const button = (label: string, icon: ReactElement, onClick: () => void, more: { disabled?: boolean } = {}) => (
    tip(label, <ToolbarButton aria-label={label} icon={icon} disabled={disabled || more.disabled === true} onClick={onClick} />)
  );

  return (
    <Toolbar aria-label={te('richTextEditor.toolbar')} size="small" className={styles.toolbar} checkedValues={{ format: pressed }}>
      {marks.map(([name, key, glyph, className, onClick]) => (
        tip(
          te(key),
          <ToolbarToggleButton
            aria-label={te(key)}
            name="format"
            value={name}
            appearance="subtle"
            disabled={disabled}
            icon={<span className={`${styles.glyph} ${className}`}>{glyph}</span>}
            onClick={onClick}
          />,
          name,
        )
      ))}
      <ToolbarDivider />
      {radioMenu(
        'heading',
        String(state?.heading ?? 0),
        setHeading,
        tip(te('richTextEditor.heading'), <ToolbarButton aria-label={te('richTextEditor.heading')} disabled={disabled} icon={<span className={`${styles.glyph} ${styles.bold}`}>H</span>} />),
        [['0', te('richTextEditor.paragraph')], ...HEADING_LEVELS.map((level): [string, string] => [String(level), te('richTextEditor.headingLevel', { level })])],
      )}
      {blocks.map(([name, key, icon, onClick]) => (
        tip(
          te(key),
          <ToolbarToggleButton aria-label={te(key)} name="format" value={name} appearance="subtle" disabled={disabled} icon={<Icon name={icon} />} onClick={onClick} />,
          name,
        )
      ))}
      <ToolbarDivider />
      {radioMenu(
        'align',
        state?.align ?? 'left',
        setAlign,
        tip(te('richTextEditor.align'), <ToolbarButton aria-label={te('richTextEditor.align')} disabled={disabled} icon={<Icon name={state?.align ?? 'left'} />} />),
        ALIGNMENTS.map((alignment) => [alignment, te(ALIGN_LABELS[alignment])]),
      )}
      {radioMenu(
        'lineHeight',
        state?.lineHeight ?? 'initial',
        setLineHeight,
        tip(te('richTextEditor.lineHeight'), <ToolbarButton aria-label={te('richTextEditor.lineHeight')} disabled={disabled} icon={<Icon name="lineHeight" />} />),
        RICH_TEXT_LINE_HEIGHTS.map((height) => [height, height === 'initial' ? te('richTextEditor.lineHeightDefault') : height]),
      )}
      <ToolbarDivider />
      {tip(
        te('richTextEditor.link'),
        <ToolbarToggleButton aria-label={te('richTextEditor.link')} name="format" value="link" appearance="subtle" disabled={disabled} icon={<Icon name="link" />} onClick={onLink} />,
      )}
      {button(te('richTextEditor.image'), <LineIcon name="image" size={20} />, onImage)}
      <ToolbarDivider />
      {button(te('richTextEditor.undo'), <Icon name="undo" />, () => run((c) => c.undo()), { disabled: !state?.canUndo })}
      {button(te('richTextEditor.redo'), <Icon name="redo" />, () => run((c) => c.redo()), { disabled: !state?.canRedo })}
      {button(te('richTextEditor.clear'), <Icon name="clear" />, () => run((c) => c.unsetAllMarks().clearNodes().unsetTextAlign().unsetLineHeight()))}
    </Toolbar>
  );
};
