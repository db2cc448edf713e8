import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A rich-text field (Tiptap through @mantine/tiptap) for published content: paragraphs, headings
 * 2-3, bold, italic, underline, strike, lists, quotes and links, the elements the server's
 * sanitiser keeps (contracts rich-text.ts). `value` and `onChange` are HTML; `dir` sets the writing
 * direction of the text (an Arabic field is "rtl" on an English page too). Toolbar labels follow
 * the page's language.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  dir,
  error,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  dir: 'ltr' | 'rtl';
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { dir, 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
  });

  // A new value from outside (a reset, a loaded draft) replaces the text; typing does not loop.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const labels = useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      h2ControlLabel: t('richText.heading2'),
      h3ControlLabel: t('richText.heading3'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      blockquoteControlLabel: t('richText.quote'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.save'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      clearFormattingControlLabel: t('richText.clearFormatting'),
    }),
    [t],
  );

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error} withAsterisk={required}>
      <MantineRichTextEditor editor={editor} labels={labels}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.Strikethrough />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
