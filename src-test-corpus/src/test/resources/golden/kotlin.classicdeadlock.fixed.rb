main entry

proc corpus.kotlin.classicdeadlock.fixed.Main.<clinit> {
  s1: call corpus.kotlin.classicdeadlock.fixed.Main.<init>[corpus.kotlin.classicdeadlock.fixed.Main@corpus.kotlin.classicdeadlock.fixed.Main.<clinit>] // at corpus.kotlin.classicdeadlock.fixed.Main.<clinit>(Main.kt)
  s2: write corpus.kotlin.classicdeadlock.fixed.Main.INSTANCE // at corpus.kotlin.classicdeadlock.fixed.Main.<clinit>(Main.kt)
  s5: write corpus.kotlin.classicdeadlock.fixed.Main.left // at corpus.kotlin.classicdeadlock.fixed.Main.<clinit>(Main.kt:14)
  s8: write corpus.kotlin.classicdeadlock.fixed.Main.right // at corpus.kotlin.classicdeadlock.fixed.Main.<clinit>(Main.kt:15)
}

proc corpus.kotlin.classicdeadlock.fixed.Main.<init>[corpus.kotlin.classicdeadlock.fixed.Main@corpus.kotlin.classicdeadlock.fixed.Main.<clinit>] {
}

proc corpus.kotlin.classicdeadlock.fixed.Main.main {
  s3: fork corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0 java.lang.Thread@Main.kt:20 // at corpus.kotlin.classicdeadlock.fixed.Main.main(Main.kt:20)
  s5: fork corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1 java.lang.Thread@Main.kt:25 // at corpus.kotlin.classicdeadlock.fixed.Main.main(Main.kt:25)
}

proc corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0 {
  s0: read corpus.kotlin.classicdeadlock.fixed.Main.left // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:21)
  s1: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:21)
  s3: read corpus.kotlin.classicdeadlock.fixed.Main.right // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:22)
  s4: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:22)
  s6: read corpus.kotlin.classicdeadlock.fixed.Main.transfers // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:22)
  s8: write corpus.kotlin.classicdeadlock.fixed.Main.transfers // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:22)
  s9: read kotlin.Unit.INSTANCE          // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:22)
  s10: release java.lang.Object@Main.kt:15 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:22)
  s20: read kotlin.Unit.INSTANCE         // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:21)
  s21: release java.lang.Object@Main.kt:14 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:21)
  s23: read kotlin.Unit.INSTANCE         // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$0(Main.kt:24)
}

proc corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1 {
  s0: read corpus.kotlin.classicdeadlock.fixed.Main.left // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:26)
  s1: acquire java.lang.Object@Main.kt:14 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:26)
  s3: read corpus.kotlin.classicdeadlock.fixed.Main.right // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:27)
  s4: acquire java.lang.Object@Main.kt:15 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:27)
  s6: read corpus.kotlin.classicdeadlock.fixed.Main.transfers // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:27)
  s8: write corpus.kotlin.classicdeadlock.fixed.Main.transfers // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:27)
  s9: read kotlin.Unit.INSTANCE          // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:27)
  s10: release java.lang.Object@Main.kt:15 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:27)
  s20: read kotlin.Unit.INSTANCE         // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:26)
  s21: release java.lang.Object@Main.kt:14 // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:26)
  s23: read kotlin.Unit.INSTANCE         // at corpus.kotlin.classicdeadlock.fixed.Main.main$lambda$1(Main.kt:29)
}

proc entry {
  init0: call corpus.kotlin.classicdeadlock.fixed.Main.<clinit> // at corpus.kotlin.classicdeadlock.fixed.Main.main(Main.kt:20)
  main: call corpus.kotlin.classicdeadlock.fixed.Main.main // at corpus.kotlin.classicdeadlock.fixed.Main.main(Main.kt:20)
}
