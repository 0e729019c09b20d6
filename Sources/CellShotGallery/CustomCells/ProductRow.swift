import CellShotLayout
import CellShotRaster
import CellShotText

/// A shop row: a rounded product photo, name, detail and the price, with the old price
/// struck through when it is on sale.
public struct ProductRow: CellModel, Sendable {
    /// Product name (up to two lines).
    public var name: String
    /// Variant or seller (one line).
    public var detail: String
    /// The price shown.
    public var price: String
    /// The price before the sale, struck through; nil = not on sale.
    public var oldPrice: String?
    /// The photo (3 pixels per point).
    public var photo: Image

    /// A row for one product.
    public init(name: String, detail: String, price: String, oldPrice: String? = nil, photo: Image) {
        self.name = name; self.detail = detail; self.price = price; self.oldPrice = oldPrice; self.photo = photo
    }

    /// Photo, then name, detail and prices.
    public var body: some CellView {
        HStackView(alignment: .top, spacing: 12) {
            ImageView(photo, scale: 3).frame(width: 64, height: 64).cornerRadius(10).id("photo")
            VStackView(alignment: .leading, spacing: 3) {
                TextView(name).font(.body).lineLimit(2)
                TextView(detail).font(.footnote).foregroundColor(.secondaryLabel).lineLimit(1)
                HStackView(alignment: .firstTextBaseline, spacing: 6) {
                    TextView(price).font(.headline).foregroundColor(oldPrice == nil ? .label : .systemRed).id("price")
                    if let oldPrice {
                        TextView(oldPrice).font(.subheadline).foregroundColor(.secondaryLabel).strikethrough().id("oldPrice")
                    }
                }
                .padding(EdgeInsets(top: 2))
            }
            SpacerView(minLength: 0)
        }
        .padding(horizontal: 16, vertical: 10)
    }

    /// The separator starts under the text.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 92) }
}
