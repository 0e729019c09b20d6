import SwiftUI

/// A landmark in a list: its picture, name and a favourite star.
public struct LandmarkRow: View {
    var landmark: Landmark

    public init(landmark: Landmark) { self.landmark = landmark }

    public var body: some View {
        HStack {
            Image(landmark.imageName)
                .resizable()
                .frame(width: 50, height: 50)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .bold()
                Text(landmark.park)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct LandmarkRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LandmarkRow(landmark: Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree", imageName: "turtlerock", isFavorite: true))
                .previewDisplayName("Favourite")
            LandmarkRow(landmark: Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark", imageName: "silversalmoncreek", isFavorite: false))
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.fixed(width: 300, height: 70))
    }
}
