import { Switch } from '@mui/material';

interface ActiveToggleProps {
  checked: boolean;
  label: string;
  /** While the change is being saved: further changes are ignored, but the switch keeps keyboard focus. */
  busy?: boolean;
  onChange: (active: boolean) => void;
}

/** The 40 x 20 px active switch of category and subcategory cards (SPEC section 9). */
export function ActiveToggle({ checked, label, busy = false, onChange }: ActiveToggleProps) {
  return (
    <Switch
      checked={checked}
      onChange={(event) => {
        if (!busy) onChange(event.target.checked);
      }}
      slotProps={{ input: { 'aria-label': label, role: 'switch', 'aria-busy': busy } }}
      sx={{
        width: 40,
        height: 20,
        padding: 0,
        '& .MuiSwitch-switchBase': { padding: '2px' },
        '& .MuiSwitch-switchBase.Mui-checked': { transform: 'translateX(20px)' },
        '& .MuiSwitch-thumb': { width: 16, height: 16 },
        '& .MuiSwitch-track': { borderRadius: 10, opacity: 1, backgroundColor: 'grey.600' },
        '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { opacity: 1, backgroundColor: 'success.dark' },
        '& .Mui-focusVisible .MuiSwitch-thumb': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
