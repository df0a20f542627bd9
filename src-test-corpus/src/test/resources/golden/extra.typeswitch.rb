main corpus.extra.typeswitch.Main.main

proc corpus.extra.typeswitch.Main$Pair.<init>[corpus.extra.typeswitch.Main$Pair@Main.java:44,corpus.extra.typeswitch.Main.main:44#11] {
  s4: write corpus.extra.typeswitch.Main$Pair@Main.java:44[corpus.extra.typeswitch.Main.main:44#11].first // at corpus.extra.typeswitch.Main$Pair.<init>(Main.java:20)
  s5: write corpus.extra.typeswitch.Main$Pair@Main.java:44[corpus.extra.typeswitch.Main.main:44#11].second // at corpus.extra.typeswitch.Main$Pair.<init>(Main.java:20)
}

proc corpus.extra.typeswitch.Main$Pair.<init>[corpus.extra.typeswitch.Main$Pair@Main.java:46] {
  s4: write corpus.extra.typeswitch.Main$Pair@Main.java:46.first // at corpus.extra.typeswitch.Main$Pair.<init>(Main.java:20)
  s5: write corpus.extra.typeswitch.Main$Pair@Main.java:46.second // at corpus.extra.typeswitch.Main$Pair.<init>(Main.java:20)
}

proc corpus.extra.typeswitch.Main$Pair.first[corpus.extra.typeswitch.Main$Pair@Main.java:44,corpus.extra.typeswitch.Main.main:44#11] {
  s1: read corpus.extra.typeswitch.Main$Pair@Main.java:44[corpus.extra.typeswitch.Main.main:44#11].first // at corpus.extra.typeswitch.Main$Pair.first(Main.java:20)
}

proc corpus.extra.typeswitch.Main$Pair.first[corpus.extra.typeswitch.Main$Pair@Main.java:46] {
  s1: read corpus.extra.typeswitch.Main$Pair@Main.java:46.first // at corpus.extra.typeswitch.Main$Pair.first(Main.java:20)
}

proc corpus.extra.typeswitch.Main$Pair.second[corpus.extra.typeswitch.Main$Pair@Main.java:44,corpus.extra.typeswitch.Main.main:44#11] {
  s1: read corpus.extra.typeswitch.Main$Pair@Main.java:44[corpus.extra.typeswitch.Main.main:44#11].second // at corpus.extra.typeswitch.Main$Pair.second(Main.java:20)
}

proc corpus.extra.typeswitch.Main$Pair.second[corpus.extra.typeswitch.Main$Pair@Main.java:46] {
  s1: read corpus.extra.typeswitch.Main$Pair@Main.java:46.second // at corpus.extra.typeswitch.Main$Pair.second(Main.java:20)
}

proc corpus.extra.typeswitch.Main.lambda$main$0[corpus.extra.typeswitch.Main.main:44#11] {
  s3: call corpus.extra.typeswitch.Main$Pair.<init>[corpus.extra.typeswitch.Main$Pair@Main.java:44,corpus.extra.typeswitch.Main.main:44#11] // at corpus.extra.typeswitch.Main.lambda$main$0(Main.java:44)
  s4: call corpus.extra.typeswitch.Main.run[args(p0=new:corpus.extra.typeswitch.Main$Pair),corpus.extra.typeswitch.Main.lambda$main$0:44#4,corpus.extra.typeswitch.Main.main:44#11] // at corpus.extra.typeswitch.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.typeswitch.Main.main {
  s11: fork corpus.extra.typeswitch.Main.lambda$main$0[corpus.extra.typeswitch.Main.main:44#11] java.lang.Thread@Main.java:44 // at corpus.extra.typeswitch.Main.main(Main.java:45)
  s13: call corpus.extra.typeswitch.Main$Pair.<init>[corpus.extra.typeswitch.Main$Pair@Main.java:46] // at corpus.extra.typeswitch.Main.main(Main.java:46)
  s14: call corpus.extra.typeswitch.Main.run[args(p0=new:corpus.extra.typeswitch.Main$Pair),corpus.extra.typeswitch.Main.main:46#14] // at corpus.extra.typeswitch.Main.main(Main.java:46)
  s15: join java.lang.Thread@Main.java:44 // at corpus.extra.typeswitch.Main.main(Main.java:47)
}

proc corpus.extra.typeswitch.Main.run[args(p0=new:corpus.extra.typeswitch.Main$Pair),corpus.extra.typeswitch.Main.lambda$main$0:44#4,corpus.extra.typeswitch.Main.main:44#11] {
  s18: call corpus.extra.typeswitch.Main$Pair.first[corpus.extra.typeswitch.Main$Pair@Main.java:44,corpus.extra.typeswitch.Main.main:44#11] // at corpus.extra.typeswitch.Main.run(Main.java:32)
  s19: acquire java.lang.Object@Main.java:42 // at corpus.extra.typeswitch.Main.run(Main.java:32)
  s20: call corpus.extra.typeswitch.Main$Pair.second[corpus.extra.typeswitch.Main$Pair@Main.java:44,corpus.extra.typeswitch.Main.main:44#11] // at corpus.extra.typeswitch.Main.run(Main.java:33)
  s21: acquire java.lang.Object@Main.java:43 // at corpus.extra.typeswitch.Main.run(Main.java:33)
  s22: read corpus.extra.typeswitch.Main.done // at corpus.extra.typeswitch.Main.run(Main.java:34)
  s24: write corpus.extra.typeswitch.Main.done // at corpus.extra.typeswitch.Main.run(Main.java:34)
  s25: release java.lang.Object@Main.java:43 // at corpus.extra.typeswitch.Main.run(Main.java:35)
  s40: release java.lang.Object@Main.java:42 // at corpus.extra.typeswitch.Main.run(Main.java:36)
}

proc corpus.extra.typeswitch.Main.run[args(p0=new:corpus.extra.typeswitch.Main$Pair),corpus.extra.typeswitch.Main.main:46#14] {
  s18: call corpus.extra.typeswitch.Main$Pair.first[corpus.extra.typeswitch.Main$Pair@Main.java:46] // at corpus.extra.typeswitch.Main.run(Main.java:32)
  s19: acquire java.lang.Object@Main.java:43 // at corpus.extra.typeswitch.Main.run(Main.java:32)
  s20: call corpus.extra.typeswitch.Main$Pair.second[corpus.extra.typeswitch.Main$Pair@Main.java:46] // at corpus.extra.typeswitch.Main.run(Main.java:33)
  s21: acquire java.lang.Object@Main.java:42 // at corpus.extra.typeswitch.Main.run(Main.java:33)
  s22: read corpus.extra.typeswitch.Main.done // at corpus.extra.typeswitch.Main.run(Main.java:34)
  s24: write corpus.extra.typeswitch.Main.done // at corpus.extra.typeswitch.Main.run(Main.java:34)
  s25: release java.lang.Object@Main.java:42 // at corpus.extra.typeswitch.Main.run(Main.java:35)
  s40: release java.lang.Object@Main.java:43 // at corpus.extra.typeswitch.Main.run(Main.java:36)
}
