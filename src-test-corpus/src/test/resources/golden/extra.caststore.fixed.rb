main entry
var corpus.extra.caststore.fixed.Main@Main.java:40.items { null nonnull } = null

proc corpus.extra.caststore.fixed.Main.<clinit> {
  s2: write corpus.extra.caststore.fixed.Main.A // at corpus.extra.caststore.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.caststore.fixed.Main.B // at corpus.extra.caststore.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.caststore.fixed.Main.<init>[corpus.extra.caststore.fixed.Main@Main.java:40] {
}

proc corpus.extra.caststore.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.caststore.fixed.Main.A // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:42)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:42)
  s2: read corpus.extra.caststore.fixed.Main.B // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:43)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:43)
  s4: read java.lang.System.out          // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:44)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:45)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.caststore.fixed.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.caststore.fixed.Main.main {
  s2: call corpus.extra.caststore.fixed.Main.<init>[corpus.extra.caststore.fixed.Main@Main.java:40] // at corpus.extra.caststore.fixed.Main.main(Main.java:40)
  s8: fork corpus.extra.caststore.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:41 // at corpus.extra.caststore.fixed.Main.main(Main.java:48)
  s9: call corpus.extra.caststore.fixed.Main.record[corpus.extra.caststore.fixed.Main@Main.java:40] // at corpus.extra.caststore.fixed.Main.main(Main.java:49)
  s10: join java.lang.Thread@Main.java:41 // at corpus.extra.caststore.fixed.Main.main(Main.java:50)
  s11: call corpus.extra.caststore.fixed.Main.open[corpus.extra.caststore.fixed.Main.main:51#11,corpus.extra.caststore.fixed.Main@Main.java:40] // at corpus.extra.caststore.fixed.Main.main(Main.java:51)
}

proc corpus.extra.caststore.fixed.Main.open[corpus.extra.caststore.fixed.Main.main:51#11,corpus.extra.caststore.fixed.Main@Main.java:40] {
  s1: switch corpus.extra.caststore.fixed.Main@Main.java:40.items null s6 nonnull exit // at corpus.extra.caststore.fixed.Main.open(Main.java:34)
  s6: assign corpus.extra.caststore.fixed.Main@Main.java:40.items nonnull // at corpus.extra.caststore.fixed.Main.open(Main.java:35)
}

proc corpus.extra.caststore.fixed.Main.record[corpus.extra.caststore.fixed.Main@Main.java:40] {
  s2: switch corpus.extra.caststore.fixed.Main@Main.java:40.items null exit nonnull s4 // at corpus.extra.caststore.fixed.Main.record(Main.java:24)
  s4: read corpus.extra.caststore.fixed.Main.B // at corpus.extra.caststore.fixed.Main.record(Main.java:25)
  s5: acquire java.lang.Object@Main.java:19 // at corpus.extra.caststore.fixed.Main.record(Main.java:25)
  s6: read corpus.extra.caststore.fixed.Main.A // at corpus.extra.caststore.fixed.Main.record(Main.java:26)
  s7: acquire java.lang.Object@Main.java:18 // at corpus.extra.caststore.fixed.Main.record(Main.java:26)
  s8: read corpus.extra.caststore.fixed.Main@Main.java:40.items // at corpus.extra.caststore.fixed.Main.record(Main.java:27)
  s10: release java.lang.Object@Main.java:18 // at corpus.extra.caststore.fixed.Main.record(Main.java:28)
  s21: release java.lang.Object@Main.java:19 // at corpus.extra.caststore.fixed.Main.record(Main.java:29)
}

proc entry {
  init0: call corpus.extra.caststore.fixed.Main.<clinit> // at corpus.extra.caststore.fixed.Main.main(Main.java:40)
  main: call corpus.extra.caststore.fixed.Main.main // at corpus.extra.caststore.fixed.Main.main(Main.java:40)
}
