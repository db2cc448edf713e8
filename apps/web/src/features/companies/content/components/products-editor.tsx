import { SegmentedField } from './segmented-field';
import { useTranslation } from 'react-i18next';
import {
  LONG_TEXT_MAX_LENGTH,
  PRODUCT_KINDS,
  PROFILE_TITLE_MAX_LENGTH,
  ProductServiceRequestSchema,
  type ProductService,
} from '@hissa/contracts/company-profile';
import { BilingualInputs } from './bilingual-inputs';
import { ProductsServicesList } from './products-services-list';
import { SectionEditor } from './section-editor';
import { SectionItemDialog } from './section-item-dialog';

type ProductValues = { kind: string; nameEn: string; nameAr: string; descriptionEn: string; descriptionAr: string };

function valuesOf(item: ProductService | null): ProductValues {
  return {
    kind: item?.kind ?? 'product',
    nameEn: item?.nameEn ?? '',
    nameAr: item?.nameAr ?? '',
    descriptionEn: item?.descriptionEn ?? '',
    descriptionAr: item?.descriptionAr ?? '',
  };
}

/**
 * The products-and-services section of the profile editor (UpdateProductServiceEndpoint): each item
 * a product or a service with its name and description in English and Arabic
 * (ProductServiceRequestSchema).
 */
export function ProductsEditor({ items }: { items: ProductService[] }) {
  const { t } = useTranslation('companyProfile');
  return (
    <SectionEditor
      section="products"
      title={t('products.title')}
      addLabel={t('products.add')}
      items={items}
      nameOf={(item) => item.name}
      render={{
        list: (actions, emptyAction) => (
          <ProductsServicesList items={items} actions={actions} emptyAction={emptyAction} />
        ),
        dialog: ({ opened, item, onClose }) => (
          <SectionItemDialog
            section="products"
            opened={opened}
            onClose={onClose}
            title={item ? t('products.edit') : t('products.add')}
            itemId={item?.id ?? null}
            initialValues={valuesOf(item)}
            contract={ProductServiceRequestSchema}
          >
            {(inputProps) => (
              <>
                <SegmentedField
                  label={t('products.kindLabel')}
                  field={inputProps('kind')}
                  options={PRODUCT_KINDS.map((value) => ({ value, label: t(`products.kind.${value}`) }))}
                />
                <BilingualInputs
                  base="name"
                  label={t('products.name')}
                  inputProps={inputProps}
                  maxLength={PROFILE_TITLE_MAX_LENGTH}
                  isRequired
                />
                <BilingualInputs
                  base="description"
                  label={t('products.description')}
                  inputProps={inputProps}
                  maxLength={LONG_TEXT_MAX_LENGTH}
                  isMultiline
                />
              </>
            )}
          </SectionItemDialog>
        ),
      }}
    />
  );
}
