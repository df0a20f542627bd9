main entry

proc corpus.size.recjoin.Main.<clinit> {
  s2: write corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.<clinit>(Main.java:22)
}

proc corpus.size.recjoin.Main.help {
  s0: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.help(Main.java:26)
  s1: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.help(Main.java:26)
  s2: read corpus.size.recjoin.Main.done // at corpus.size.recjoin.Main.help(Main.java:27)
  s4: write corpus.size.recjoin.Main.done // at corpus.size.recjoin.Main.help(Main.java:27)
  s5: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.help(Main.java:28)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:32)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:33)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:33)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17] // at corpus.size.recjoin.Main.level(Main.java:35)
  s9: join java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17] // at corpus.size.recjoin.Main.level(Main.java:36)
  s10: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:37)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17] // at corpus.size.recjoin.Main.level(Main.java:38)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:32)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:33)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:33)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:35)
  s9: join java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:36)
  s10: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:37)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17] // at corpus.size.recjoin.Main.level(Main.java:38)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] {
  s1: jump s2 exit                       // at corpus.size.recjoin.Main.level(Main.java:32)
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:33)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:33)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:35)
  s9: join java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:36)
  s10: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:37)
  s17: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:38)
}

proc corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.main:43#1] {
  s2: read corpus.size.recjoin.Main.LOCK // at corpus.size.recjoin.Main.level(Main.java:33)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:33)
  s8: fork corpus.size.recjoin.Main.help java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:35)
  s9: join java.lang.Thread@Main.java:34[corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:36)
  s10: release java.lang.Object@Main.java:22 // at corpus.size.recjoin.Main.level(Main.java:37)
  s17e1: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.level:38#17,corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.level(Main.java:38)
}

proc corpus.size.recjoin.Main.main {
  s1: call corpus.size.recjoin.Main.level[corpus.size.recjoin.Main.main:43#1] // at corpus.size.recjoin.Main.main(Main.java:43)
}

proc entry {
  init0: call corpus.size.recjoin.Main.<clinit> // at corpus.size.recjoin.Main.main(Main.java:43)
  main: call corpus.size.recjoin.Main.main // at corpus.size.recjoin.Main.main(Main.java:43)
}
