main entry

proc corpus.extra.recordswitch.fixed.Main$Ordered.<init>[corpus.extra.recordswitch.fixed.Main$Ordered@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s3: write corpus.extra.recordswitch.fixed.Main$Ordered@Main.java:46[corpus.extra.recordswitch.fixed.Main.main:46#9].pair // at corpus.extra.recordswitch.fixed.Main$Ordered.<init>(Main.java:21)
}

proc corpus.extra.recordswitch.fixed.Main$Ordered.pair[corpus.extra.recordswitch.fixed.Main$Ordered@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s1: read corpus.extra.recordswitch.fixed.Main$Ordered@Main.java:46[corpus.extra.recordswitch.fixed.Main.main:46#9].pair // at corpus.extra.recordswitch.fixed.Main$Ordered.pair(Main.java:21)
}

proc corpus.extra.recordswitch.fixed.Main$Pair.<init>[corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s4: write corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46[corpus.extra.recordswitch.fixed.Main.main:46#9].first // at corpus.extra.recordswitch.fixed.Main$Pair.<init>(Main.java:17)
  s5: write corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46[corpus.extra.recordswitch.fixed.Main.main:46#9].second // at corpus.extra.recordswitch.fixed.Main$Pair.<init>(Main.java:17)
}

proc corpus.extra.recordswitch.fixed.Main$Pair.first[corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s1: read corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46[corpus.extra.recordswitch.fixed.Main.main:46#9].first // at corpus.extra.recordswitch.fixed.Main$Pair.first(Main.java:17)
}

proc corpus.extra.recordswitch.fixed.Main$Pair.second[corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s1: read corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46[corpus.extra.recordswitch.fixed.Main.main:46#9].second // at corpus.extra.recordswitch.fixed.Main$Pair.second(Main.java:17)
}

proc corpus.extra.recordswitch.fixed.Main$Plain.<init>[corpus.extra.recordswitch.fixed.Main$Plain@Main.java:47,corpus.extra.recordswitch.fixed.Main.main:47#10] {
  s3: write corpus.extra.recordswitch.fixed.Main$Plain@Main.java:47[corpus.extra.recordswitch.fixed.Main.main:47#10].only // at corpus.extra.recordswitch.fixed.Main$Plain.<init>(Main.java:23)
}

proc corpus.extra.recordswitch.fixed.Main$Plain.only[corpus.extra.recordswitch.fixed.Main$Plain@Main.java:47,corpus.extra.recordswitch.fixed.Main.main:47#10] {
  s1: read corpus.extra.recordswitch.fixed.Main$Plain@Main.java:47[corpus.extra.recordswitch.fixed.Main.main:47#10].only // at corpus.extra.recordswitch.fixed.Main$Plain.only(Main.java:23)
}

proc corpus.extra.recordswitch.fixed.Main.<clinit> {
  s2: write corpus.extra.recordswitch.fixed.Main.A // at corpus.extra.recordswitch.fixed.Main.<clinit>(Main.java:25)
  s5: write corpus.extra.recordswitch.fixed.Main.B // at corpus.extra.recordswitch.fixed.Main.<clinit>(Main.java:26)
}

proc corpus.extra.recordswitch.fixed.Main.lambda$main$0[corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s2: read corpus.extra.recordswitch.fixed.Main.A // at corpus.extra.recordswitch.fixed.Main.lambda$main$0(Main.java:46)
  s3: read corpus.extra.recordswitch.fixed.Main.B // at corpus.extra.recordswitch.fixed.Main.lambda$main$0(Main.java:46)
  s4: call corpus.extra.recordswitch.fixed.Main$Pair.<init>[corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] // at corpus.extra.recordswitch.fixed.Main.lambda$main$0(Main.java:46)
  s5: call corpus.extra.recordswitch.fixed.Main$Ordered.<init>[corpus.extra.recordswitch.fixed.Main$Ordered@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] // at corpus.extra.recordswitch.fixed.Main.lambda$main$0(Main.java:46)
  s6: call corpus.extra.recordswitch.fixed.Main.run[corpus.extra.recordswitch.fixed.Main.lambda$main$0:46#6,corpus.extra.recordswitch.fixed.Main.main:46#9] // at corpus.extra.recordswitch.fixed.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.recordswitch.fixed.Main.lambda$main$1[corpus.extra.recordswitch.fixed.Main.main:47#10] {
  s1: read corpus.extra.recordswitch.fixed.Main.B // at corpus.extra.recordswitch.fixed.Main.lambda$main$1(Main.java:47)
  s2: call corpus.extra.recordswitch.fixed.Main$Plain.<init>[corpus.extra.recordswitch.fixed.Main$Plain@Main.java:47,corpus.extra.recordswitch.fixed.Main.main:47#10] // at corpus.extra.recordswitch.fixed.Main.lambda$main$1(Main.java:47)
  s3: call corpus.extra.recordswitch.fixed.Main.run[args(p0=new:corpus.extra.recordswitch.fixed.Main$Plain),corpus.extra.recordswitch.fixed.Main.lambda$main$1:47#3,corpus.extra.recordswitch.fixed.Main.main:47#10] // at corpus.extra.recordswitch.fixed.Main.lambda$main$1(Main.java:47)
}

proc corpus.extra.recordswitch.fixed.Main.main {
  s9: fork corpus.extra.recordswitch.fixed.Main.lambda$main$0[corpus.extra.recordswitch.fixed.Main.main:46#9] java.lang.Thread@Main.java:46 // at corpus.extra.recordswitch.fixed.Main.main(Main.java:48)
  s10: fork corpus.extra.recordswitch.fixed.Main.lambda$main$1[corpus.extra.recordswitch.fixed.Main.main:47#10] java.lang.Thread@Main.java:47 // at corpus.extra.recordswitch.fixed.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:46 // at corpus.extra.recordswitch.fixed.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:47 // at corpus.extra.recordswitch.fixed.Main.main(Main.java:51)
}

proc corpus.extra.recordswitch.fixed.Main.run[args(p0=new:corpus.extra.recordswitch.fixed.Main$Plain),corpus.extra.recordswitch.fixed.Main.lambda$main$1:47#3,corpus.extra.recordswitch.fixed.Main.main:47#10] {
  s25: call corpus.extra.recordswitch.fixed.Main$Plain.only[corpus.extra.recordswitch.fixed.Main$Plain@Main.java:47,corpus.extra.recordswitch.fixed.Main.main:47#10] // at corpus.extra.recordswitch.fixed.Main.run(Main.java:37)
  s27: acquire java.lang.Object@Main.java:26 // at corpus.extra.recordswitch.fixed.Main.run(Main.java:38)
  s28: read java.lang.System.out         // at corpus.extra.recordswitch.fixed.Main.run(Main.java:39)
  s30: release java.lang.Object@Main.java:26 // at corpus.extra.recordswitch.fixed.Main.run(Main.java:40)
}

proc corpus.extra.recordswitch.fixed.Main.run[corpus.extra.recordswitch.fixed.Main.lambda$main$0:46#6,corpus.extra.recordswitch.fixed.Main.main:46#9] {
  s7: call corpus.extra.recordswitch.fixed.Main$Ordered.pair[corpus.extra.recordswitch.fixed.Main$Ordered@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] // at corpus.extra.recordswitch.fixed.Main.run(Main.java:30)
  s9: jump s11 exit                      // at corpus.extra.recordswitch.fixed.Main.run(Main.java:30)
  s11: call corpus.extra.recordswitch.fixed.Main$Pair.first[corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] // at corpus.extra.recordswitch.fixed.Main.run(Main.java:30)
  s12: call corpus.extra.recordswitch.fixed.Main$Pair.second[corpus.extra.recordswitch.fixed.Main$Pair@Main.java:46,corpus.extra.recordswitch.fixed.Main.main:46#9] // at corpus.extra.recordswitch.fixed.Main.run(Main.java:30)
  s44: acquire java.lang.Object@Main.java:25 // at corpus.extra.recordswitch.fixed.Main.run(Main.java:31)
  s46: acquire java.lang.Object@Main.java:26 // at corpus.extra.recordswitch.fixed.Main.run(Main.java:32)
  s47: read java.lang.System.out         // at corpus.extra.recordswitch.fixed.Main.run(Main.java:33)
  s49: release java.lang.Object@Main.java:26 // at corpus.extra.recordswitch.fixed.Main.run(Main.java:34)
  s59: release java.lang.Object@Main.java:25 // at corpus.extra.recordswitch.fixed.Main.run(Main.java:35)
}

proc entry {
  init0: call corpus.extra.recordswitch.fixed.Main.<clinit> // at corpus.extra.recordswitch.fixed.Main.main(Main.java:46)
  main: call corpus.extra.recordswitch.fixed.Main.main // at corpus.extra.recordswitch.fixed.Main.main(Main.java:46)
}
