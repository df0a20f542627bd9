main entry

proc corpus.extra.recordswitch.Main$Ordered.<init>[corpus.extra.recordswitch.Main$Ordered@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] {
  s3: write corpus.extra.recordswitch.Main$Ordered@Main.java:48[corpus.extra.recordswitch.Main.main:48#9].pair // at corpus.extra.recordswitch.Main$Ordered.<init>(Main.java:23)
}

proc corpus.extra.recordswitch.Main$Ordered.<init>[corpus.extra.recordswitch.Main$Ordered@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] {
  s3: write corpus.extra.recordswitch.Main$Ordered@Main.java:49[corpus.extra.recordswitch.Main.main:49#10].pair // at corpus.extra.recordswitch.Main$Ordered.<init>(Main.java:23)
}

proc corpus.extra.recordswitch.Main$Ordered.pair[corpus.extra.recordswitch.Main$Ordered@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] {
  s1: read corpus.extra.recordswitch.Main$Ordered@Main.java:48[corpus.extra.recordswitch.Main.main:48#9].pair // at corpus.extra.recordswitch.Main$Ordered.pair(Main.java:23)
}

proc corpus.extra.recordswitch.Main$Ordered.pair[corpus.extra.recordswitch.Main$Ordered@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] {
  s1: read corpus.extra.recordswitch.Main$Ordered@Main.java:49[corpus.extra.recordswitch.Main.main:49#10].pair // at corpus.extra.recordswitch.Main$Ordered.pair(Main.java:23)
}

proc corpus.extra.recordswitch.Main$Pair.<init>[corpus.extra.recordswitch.Main$Pair@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] {
  s4: write corpus.extra.recordswitch.Main$Pair@Main.java:48[corpus.extra.recordswitch.Main.main:48#9].first // at corpus.extra.recordswitch.Main$Pair.<init>(Main.java:19)
  s5: write corpus.extra.recordswitch.Main$Pair@Main.java:48[corpus.extra.recordswitch.Main.main:48#9].second // at corpus.extra.recordswitch.Main$Pair.<init>(Main.java:19)
}

proc corpus.extra.recordswitch.Main$Pair.<init>[corpus.extra.recordswitch.Main$Pair@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] {
  s4: write corpus.extra.recordswitch.Main$Pair@Main.java:49[corpus.extra.recordswitch.Main.main:49#10].first // at corpus.extra.recordswitch.Main$Pair.<init>(Main.java:19)
  s5: write corpus.extra.recordswitch.Main$Pair@Main.java:49[corpus.extra.recordswitch.Main.main:49#10].second // at corpus.extra.recordswitch.Main$Pair.<init>(Main.java:19)
}

proc corpus.extra.recordswitch.Main$Pair.first[corpus.extra.recordswitch.Main$Pair@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] {
  s1: read corpus.extra.recordswitch.Main$Pair@Main.java:48[corpus.extra.recordswitch.Main.main:48#9].first // at corpus.extra.recordswitch.Main$Pair.first(Main.java:19)
}

proc corpus.extra.recordswitch.Main$Pair.first[corpus.extra.recordswitch.Main$Pair@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] {
  s1: read corpus.extra.recordswitch.Main$Pair@Main.java:49[corpus.extra.recordswitch.Main.main:49#10].first // at corpus.extra.recordswitch.Main$Pair.first(Main.java:19)
}

proc corpus.extra.recordswitch.Main$Pair.second[corpus.extra.recordswitch.Main$Pair@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] {
  s1: read corpus.extra.recordswitch.Main$Pair@Main.java:48[corpus.extra.recordswitch.Main.main:48#9].second // at corpus.extra.recordswitch.Main$Pair.second(Main.java:19)
}

proc corpus.extra.recordswitch.Main$Pair.second[corpus.extra.recordswitch.Main$Pair@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] {
  s1: read corpus.extra.recordswitch.Main$Pair@Main.java:49[corpus.extra.recordswitch.Main.main:49#10].second // at corpus.extra.recordswitch.Main$Pair.second(Main.java:19)
}

proc corpus.extra.recordswitch.Main.<clinit> {
  s2: write corpus.extra.recordswitch.Main.A // at corpus.extra.recordswitch.Main.<clinit>(Main.java:27)
  s5: write corpus.extra.recordswitch.Main.B // at corpus.extra.recordswitch.Main.<clinit>(Main.java:28)
}

proc corpus.extra.recordswitch.Main.lambda$main$0[corpus.extra.recordswitch.Main.main:48#9] {
  s2: read corpus.extra.recordswitch.Main.A // at corpus.extra.recordswitch.Main.lambda$main$0(Main.java:48)
  s3: read corpus.extra.recordswitch.Main.B // at corpus.extra.recordswitch.Main.lambda$main$0(Main.java:48)
  s4: call corpus.extra.recordswitch.Main$Pair.<init>[corpus.extra.recordswitch.Main$Pair@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] // at corpus.extra.recordswitch.Main.lambda$main$0(Main.java:48)
  s5: call corpus.extra.recordswitch.Main$Ordered.<init>[corpus.extra.recordswitch.Main$Ordered@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] // at corpus.extra.recordswitch.Main.lambda$main$0(Main.java:48)
  s6: call corpus.extra.recordswitch.Main.run[corpus.extra.recordswitch.Main.lambda$main$0:48#6,corpus.extra.recordswitch.Main.main:48#9] // at corpus.extra.recordswitch.Main.lambda$main$0(Main.java:48)
}

proc corpus.extra.recordswitch.Main.lambda$main$1[corpus.extra.recordswitch.Main.main:49#10] {
  s2: read corpus.extra.recordswitch.Main.B // at corpus.extra.recordswitch.Main.lambda$main$1(Main.java:49)
  s3: read corpus.extra.recordswitch.Main.A // at corpus.extra.recordswitch.Main.lambda$main$1(Main.java:49)
  s4: call corpus.extra.recordswitch.Main$Pair.<init>[corpus.extra.recordswitch.Main$Pair@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] // at corpus.extra.recordswitch.Main.lambda$main$1(Main.java:49)
  s5: call corpus.extra.recordswitch.Main$Ordered.<init>[corpus.extra.recordswitch.Main$Ordered@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] // at corpus.extra.recordswitch.Main.lambda$main$1(Main.java:49)
  s6: call corpus.extra.recordswitch.Main.run[corpus.extra.recordswitch.Main.lambda$main$1:49#6,corpus.extra.recordswitch.Main.main:49#10] // at corpus.extra.recordswitch.Main.lambda$main$1(Main.java:49)
}

proc corpus.extra.recordswitch.Main.main {
  s9: fork corpus.extra.recordswitch.Main.lambda$main$0[corpus.extra.recordswitch.Main.main:48#9] java.lang.Thread@Main.java:48 // at corpus.extra.recordswitch.Main.main(Main.java:50)
  s10: fork corpus.extra.recordswitch.Main.lambda$main$1[corpus.extra.recordswitch.Main.main:49#10] java.lang.Thread@Main.java:49 // at corpus.extra.recordswitch.Main.main(Main.java:51)
  s11: join java.lang.Thread@Main.java:48 // at corpus.extra.recordswitch.Main.main(Main.java:52)
  s12: join java.lang.Thread@Main.java:49 // at corpus.extra.recordswitch.Main.main(Main.java:53)
}

proc corpus.extra.recordswitch.Main.run[corpus.extra.recordswitch.Main.lambda$main$0:48#6,corpus.extra.recordswitch.Main.main:48#9] {
  s7: call corpus.extra.recordswitch.Main$Ordered.pair[corpus.extra.recordswitch.Main$Ordered@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s9: jump s11 exit                      // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s11: call corpus.extra.recordswitch.Main$Pair.first[corpus.extra.recordswitch.Main$Pair@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s12: call corpus.extra.recordswitch.Main$Pair.second[corpus.extra.recordswitch.Main$Pair@Main.java:48,corpus.extra.recordswitch.Main.main:48#9] // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s44: acquire java.lang.Object@Main.java:27 // at corpus.extra.recordswitch.Main.run(Main.java:33)
  s46: acquire java.lang.Object@Main.java:28 // at corpus.extra.recordswitch.Main.run(Main.java:34)
  s47: read java.lang.System.out         // at corpus.extra.recordswitch.Main.run(Main.java:35)
  s49: release java.lang.Object@Main.java:28 // at corpus.extra.recordswitch.Main.run(Main.java:36)
  s59: release java.lang.Object@Main.java:27 // at corpus.extra.recordswitch.Main.run(Main.java:37)
}

proc corpus.extra.recordswitch.Main.run[corpus.extra.recordswitch.Main.lambda$main$1:49#6,corpus.extra.recordswitch.Main.main:49#10] {
  s7: call corpus.extra.recordswitch.Main$Ordered.pair[corpus.extra.recordswitch.Main$Ordered@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s9: jump s11 exit                      // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s11: call corpus.extra.recordswitch.Main$Pair.first[corpus.extra.recordswitch.Main$Pair@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s12: call corpus.extra.recordswitch.Main$Pair.second[corpus.extra.recordswitch.Main$Pair@Main.java:49,corpus.extra.recordswitch.Main.main:49#10] // at corpus.extra.recordswitch.Main.run(Main.java:32)
  s44: acquire java.lang.Object@Main.java:28 // at corpus.extra.recordswitch.Main.run(Main.java:33)
  s46: acquire java.lang.Object@Main.java:27 // at corpus.extra.recordswitch.Main.run(Main.java:34)
  s47: read java.lang.System.out         // at corpus.extra.recordswitch.Main.run(Main.java:35)
  s49: release java.lang.Object@Main.java:27 // at corpus.extra.recordswitch.Main.run(Main.java:36)
  s59: release java.lang.Object@Main.java:28 // at corpus.extra.recordswitch.Main.run(Main.java:37)
}

proc entry {
  init0: call corpus.extra.recordswitch.Main.<clinit> // at corpus.extra.recordswitch.Main.main(Main.java:48)
  main: call corpus.extra.recordswitch.Main.main // at corpus.extra.recordswitch.Main.main(Main.java:48)
}
