import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOperations } from '@/contract/operations/places';
import type { PickupPlaceCreate, PickupPlaceUpdate } from '@/contract/places';
import { call, request } from '@/web/shared/lib/call';
import { uploadTo, type UploadOptions } from '@/web/shared/lib/upload';
import { placeKeys } from '@/web/shared/places/api/place-queries';

export function useCreatePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PickupPlaceCreate) => {
      const res = await request(placeOperations.create, { body });
      return { place: res.data, etag: res.etag };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(placeKeys.detail(result.place.id), result);
      return queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
    },
  });
}

/** PATCH with only the changed fields and If-Match: a 412 means someone else saved first. */
export function useUpdatePlace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ patch, etag }: { patch: PickupPlaceUpdate; etag?: string }) => {
      const res = await request(
        placeOperations.update,
        { params: { id }, body: patch },
        { headers: etag ? { 'if-match': etag } : {} },
      );
      return { place: res.data, etag: res.etag };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(placeKeys.detail(id), result);
      return queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
    },
  });
}

export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag?: string }) =>
      call(placeOperations.delete, { params: { id } }, { headers: etag ? { 'if-match': etag } : {} }),
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: placeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: placeKeys.lists() });
    },
  });
}

/** The place's image, with its progress. */
export const uploadPlaceImage = (id: string, file: File, options?: UploadOptions) =>
  uploadTo(placeOperations.uploadImage, { params: { id } }, file, options);

export function useUploadImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadPlaceImage(id, file, { onProgress }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: placeKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: placeKeys.lists() }),
      ]),
  });
}
