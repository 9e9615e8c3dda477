/** The emoji picker (spec §2.5, about 130 emoji): a popover grid; a click puts the emoji into the input. */
import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Tooltip } from '@fluentui/react-components';
import { useState } from 'react';
import { EMOJI } from '../model/emoji.js';
import { LineIcon } from '../../../components/line-icon.js';
import { tc } from '../texts.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(10, 28px)', gap: '2px', maxHeight: '220px', overflowY: 'auto' },
  item: { fontSize: '20px', width: '28px', height: '28px', border: 'none', background: 'none', cursor: 'pointer', padding: 0, borderRadius: '4px', ':hover': { backgroundColor: '#f0f0f0' } },
});

export const EmojiPicker = ({ onPick }: { onPick: (emoji: string) => void }) => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={(_e, d) => setOpen(d.open)} positioning="above-start" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={tc('chat.emoji')} relationship="label">
          <Button appearance="subtle" size="small" data-testid="chat-emoji">
            <LineIcon name="smile" />
          </Button>
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface aria-label={tc('chat.emoji')}>
        <div className={styles.grid} role="listbox" aria-label={tc('chat.emoji')}>
          {EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              role="option"
              aria-selected={false}
              className={styles.item}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      </PopoverSurface>
    </Popover>
  );
};
