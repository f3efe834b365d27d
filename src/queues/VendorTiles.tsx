/** Category tiles for the unauthorized or authorized vendors (or both, for "Total Vendors"). */
import { Card, CardActionArea, CardContent, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { vendorTiles } from '../vendorKinds/resources';
import { useVendorKinds } from '../vendorKinds/context';
import { useQueueCounts } from '../vendors/useQueueCounts';
import type { QueueCount } from '../dataProvider/types';

export function VendorTiles({ verified }: { verified?: boolean }) {
  const translate = useTranslate();
  const title = verified === undefined ? 'app.tiles.allTitle' : verified ? 'app.tiles.authorizedTitle' : 'app.tiles.unauthorizedTitle';
  const groups = verified === undefined ? [false, true] : [verified];
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(title)} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {groups.map((groupVerified) => (
        <TileGroup key={String(groupVerified)} verified={groupVerified} />
      ))}
    </Box>
  );
}

function TileGroup({ verified }: { verified: boolean }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const { data: counts } = useQueueCounts();
  const { offers } = useCapabilities();
  const tiles = vendorTiles(useVendorKinds());
  const headingId = `tiles-${verified ? 'authorized' : 'unauthorized'}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(verified ? 'app.tiles.authorizedTitle' : 'app.tiles.unauthorizedTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Card>
              {offers(tile.kind, 'lists') ? (
                <CardActionArea component={Link} to={href(tile.path(verified))}>
                  <CardContent>
                    <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                      {translate(tile.label)}
                    </Typography>
                    <TileCount count={counts?.[tile.counts]} verified={verified} />
                  </CardContent>
                </CardActionArea>
              ) : (
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {translate(tile.label)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.tiles.noList', { kind: tile.kind })}
                  </Typography>
                </CardContent>
              )}
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** "12 waiting" / "30 approved"; nothing while loading or when the backend cannot list the kind. */
function TileCount({ count, verified }: { count: QueueCount | undefined; verified: boolean }) {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {translate(verified ? 'app.tiles.approvedCount' : 'app.tiles.waitingCount', { smart_count: verified ? count.verified : count.unverified })}
    </Typography>
  );
}
