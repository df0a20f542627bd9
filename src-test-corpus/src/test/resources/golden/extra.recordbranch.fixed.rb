main entry

proc corpus.extra.recordbranch.fixed.Main$Plan.<init>[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:39] {
  s3: write corpus.extra.recordbranch.fixed.Main$Plan@Main.java:39.reversed // at corpus.extra.recordbranch.fixed.Main$Plan.<init>(Main.java:20)
}

proc corpus.extra.recordbranch.fixed.Main$Plan.<init>[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:40] {
  s3: write corpus.extra.recordbranch.fixed.Main$Plan@Main.java:40.reversed // at corpus.extra.recordbranch.fixed.Main$Plan.<init>(Main.java:20)
}

proc corpus.extra.recordbranch.fixed.Main$Plan.run[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:39] {
  s1: read corpus.extra.recordbranch.fixed.Main$Plan@Main.java:39.reversed // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:22)
  s20: read corpus.extra.recordbranch.fixed.Main.first // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:29)
  s21: acquire java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:29)
  s22: read corpus.extra.recordbranch.fixed.Main.second // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:30)
  s23: acquire java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:30)
  s24: read corpus.extra.recordbranch.fixed.Main.done // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:31)
  s26: write corpus.extra.recordbranch.fixed.Main.done // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:31)
  s27: release java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:32)
  s37: release java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:33)
}

proc corpus.extra.recordbranch.fixed.Main$Plan.run[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:40] {
  s1: read corpus.extra.recordbranch.fixed.Main$Plan@Main.java:40.reversed // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:22)
  s20: read corpus.extra.recordbranch.fixed.Main.first // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:29)
  s21: acquire java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:29)
  s22: read corpus.extra.recordbranch.fixed.Main.second // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:30)
  s23: acquire java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:30)
  s24: read corpus.extra.recordbranch.fixed.Main.done // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:31)
  s26: write corpus.extra.recordbranch.fixed.Main.done // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:31)
  s27: release java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:32)
  s37: release java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.fixed.Main$Plan.run(Main.java:33)
}

proc corpus.extra.recordbranch.fixed.Main.<clinit> {
  s2: write corpus.extra.recordbranch.fixed.Main.first // at corpus.extra.recordbranch.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.recordbranch.fixed.Main.second // at corpus.extra.recordbranch.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.recordbranch.fixed.Main.main {
  s2: call corpus.extra.recordbranch.fixed.Main$Plan.<init>[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:39] // at corpus.extra.recordbranch.fixed.Main.main(Main.java:39)
  s5: call corpus.extra.recordbranch.fixed.Main$Plan.<init>[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:40] // at corpus.extra.recordbranch.fixed.Main.main(Main.java:40)
  s12: fork corpus.extra.recordbranch.fixed.Main$Plan.run[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:40] java.lang.Thread@Main.java:41 // at corpus.extra.recordbranch.fixed.Main.main(Main.java:42)
  s13: call corpus.extra.recordbranch.fixed.Main$Plan.run[corpus.extra.recordbranch.fixed.Main$Plan@Main.java:39] // at corpus.extra.recordbranch.fixed.Main.main(Main.java:43)
  s14: join java.lang.Thread@Main.java:41 // at corpus.extra.recordbranch.fixed.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.extra.recordbranch.fixed.Main.<clinit> // at corpus.extra.recordbranch.fixed.Main.main(Main.java:39)
  main: call corpus.extra.recordbranch.fixed.Main.main // at corpus.extra.recordbranch.fixed.Main.main(Main.java:39)
}
