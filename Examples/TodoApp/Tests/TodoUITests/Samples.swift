import Foundation
import TodoUI

let items = [
    Todo(title: "Buy oat milk", due: Date(timeIntervalSince1970: 1_705_276_800), priority: "High"),
    Todo(title: "Water the plants", done: true),
    Todo(title: "Call the plumber", priority: "Low"),
]
