main entry
var corpus.extra.caststore.Main@Main.java:41.items { null nonnull } = null

proc corpus.extra.caststore.Main.<clinit> {
  s2: write corpus.extra.caststore.Main.A // at corpus.extra.caststore.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.caststore.Main.B // at corpus.extra.caststore.Main.<clinit>(Main.java:20)
}

proc corpus.extra.caststore.Main.<init>[corpus.extra.caststore.Main@Main.java:41] {
}

proc corpus.extra.caststore.Main.lambda$main$0 {
  s0: read corpus.extra.caststore.Main.A // at corpus.extra.caststore.Main.lambda$main$0(Main.java:44)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.caststore.Main.lambda$main$0(Main.java:44)
  s2: read corpus.extra.caststore.Main.B // at corpus.extra.caststore.Main.lambda$main$0(Main.java:45)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.extra.caststore.Main.lambda$main$0(Main.java:45)
  s4: read java.lang.System.out          // at corpus.extra.caststore.Main.lambda$main$0(Main.java:46)
  s6: release java.lang.Object@Main.java:20 // at corpus.extra.caststore.Main.lambda$main$0(Main.java:47)
  s16: release java.lang.Object@Main.java:19 // at corpus.extra.caststore.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.caststore.Main.main {
  s2: call corpus.extra.caststore.Main.<init>[corpus.extra.caststore.Main@Main.java:41] // at corpus.extra.caststore.Main.main(Main.java:41)
  s4: call corpus.extra.caststore.Main.open[corpus.extra.caststore.Main.main:42#4,corpus.extra.caststore.Main@Main.java:41] // at corpus.extra.caststore.Main.main(Main.java:42)
  s9: fork corpus.extra.caststore.Main.lambda$main$0 java.lang.Thread@Main.java:43 // at corpus.extra.caststore.Main.main(Main.java:50)
  s10: call corpus.extra.caststore.Main.record[corpus.extra.caststore.Main@Main.java:41] // at corpus.extra.caststore.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:43 // at corpus.extra.caststore.Main.main(Main.java:52)
}

proc corpus.extra.caststore.Main.open[corpus.extra.caststore.Main.main:42#4,corpus.extra.caststore.Main@Main.java:41] {
  s1: switch corpus.extra.caststore.Main@Main.java:41.items null s6 nonnull exit // at corpus.extra.caststore.Main.open(Main.java:35)
  s6: assign corpus.extra.caststore.Main@Main.java:41.items nonnull // at corpus.extra.caststore.Main.open(Main.java:36)
}

proc corpus.extra.caststore.Main.record[corpus.extra.caststore.Main@Main.java:41] {
  s2: switch corpus.extra.caststore.Main@Main.java:41.items null exit nonnull s4 // at corpus.extra.caststore.Main.record(Main.java:25)
  s4: read corpus.extra.caststore.Main.B // at corpus.extra.caststore.Main.record(Main.java:26)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.extra.caststore.Main.record(Main.java:26)
  s6: read corpus.extra.caststore.Main.A // at corpus.extra.caststore.Main.record(Main.java:27)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.caststore.Main.record(Main.java:27)
  s8: read corpus.extra.caststore.Main@Main.java:41.items // at corpus.extra.caststore.Main.record(Main.java:28)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.caststore.Main.record(Main.java:29)
  s21: release java.lang.Object@Main.java:20 // at corpus.extra.caststore.Main.record(Main.java:30)
}

proc entry {
  init0: call corpus.extra.caststore.Main.<clinit> // at corpus.extra.caststore.Main.main(Main.java:41)
  main: call corpus.extra.caststore.Main.main // at corpus.extra.caststore.Main.main(Main.java:41)
}
