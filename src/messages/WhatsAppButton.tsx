/** The wa.me link every screen offers: opens WhatsApp in a new tab with the message prefilled. */
import { Button, type ButtonProps } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';

type WhatsAppButtonProps = Pick<ButtonProps, 'variant' | 'color' | 'size' | 'aria-label'> & {
  /** https://wa.me/91…?text=… */
  url: string;
  label: string;
  /** Called as the link opens; screens record the hand-sent message here. */
  onClick?: () => void;
};

export function WhatsAppButton({ url, label, onClick, ...button }: WhatsAppButtonProps) {
  return (
    <Button {...button} href={url} target="_blank" rel="noopener noreferrer" startIcon={<WhatsAppIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
