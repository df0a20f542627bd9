main entry

proc corpus.extra.enumbodynext.Main$State$1.<init>[corpus.extra.enumbodynext.Main$State$1@Main.java:19] {
  s3: call corpus.extra.enumbodynext.Main$State.<init>[corpus.extra.enumbodynext.Main$State$1@Main.java:19] // at corpus.extra.enumbodynext.Main$State$1.<init>(Main.java:19)
}

proc corpus.extra.enumbodynext.Main$State$1.next[corpus.extra.enumbodynext.Main$State$1@Main.java:19] {
  s1: read corpus.extra.enumbodynext.Main$State$1.RUNNING // at corpus.extra.enumbodynext.Main$State$1.next(Main.java:22)
}

proc corpus.extra.enumbodynext.Main$State$2.<init>[corpus.extra.enumbodynext.Main$State$2@Main.java:25] {
  s3: call corpus.extra.enumbodynext.Main$State.<init>[corpus.extra.enumbodynext.Main$State$1@Main.java:19] // at corpus.extra.enumbodynext.Main$State$2.<init>(Main.java:25)
}

proc corpus.extra.enumbodynext.Main$State$2.next[corpus.extra.enumbodynext.Main$State$2@Main.java:25] {
  s1: read corpus.extra.enumbodynext.Main$State$2.RUNNING // at corpus.extra.enumbodynext.Main$State$2.next(Main.java:28)
}

proc corpus.extra.enumbodynext.Main$State$3.<init>[corpus.extra.enumbodynext.Main$State$3@Main.java:31] {
  s3: call corpus.extra.enumbodynext.Main$State.<init>[corpus.extra.enumbodynext.Main$State$1@Main.java:19] // at corpus.extra.enumbodynext.Main$State$3.<init>(Main.java:31)
}

proc corpus.extra.enumbodynext.Main$State.$values {
  s1: read corpus.extra.enumbodynext.Main$State.NEW // at corpus.extra.enumbodynext.Main$State.$values(Main.java:18)
  s2: write corpus.extra.enumbodynext.Main$State[]@Main.java:18[0] // at corpus.extra.enumbodynext.Main$State.$values(Main.java:18)
  s3: read corpus.extra.enumbodynext.Main$State.RUNNING // at corpus.extra.enumbodynext.Main$State.$values(Main.java:18)
  s4: write corpus.extra.enumbodynext.Main$State[]@Main.java:18[1] // at corpus.extra.enumbodynext.Main$State.$values(Main.java:18)
  s5: read corpus.extra.enumbodynext.Main$State.DONE // at corpus.extra.enumbodynext.Main$State.$values(Main.java:18)
  s6: write corpus.extra.enumbodynext.Main$State[]@Main.java:18[2] // at corpus.extra.enumbodynext.Main$State.$values(Main.java:18)
}

proc corpus.extra.enumbodynext.Main$State.<clinit> {
  s1: call corpus.extra.enumbodynext.Main$State$1.<init>[corpus.extra.enumbodynext.Main$State$1@Main.java:19] // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:19)
  s2: write corpus.extra.enumbodynext.Main$State.NEW // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:19)
  s4: call corpus.extra.enumbodynext.Main$State$2.<init>[corpus.extra.enumbodynext.Main$State$2@Main.java:25] // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:25)
  s5: write corpus.extra.enumbodynext.Main$State.RUNNING // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:25)
  s7: call corpus.extra.enumbodynext.Main$State$3.<init>[corpus.extra.enumbodynext.Main$State$3@Main.java:31] // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:31)
  s8: write corpus.extra.enumbodynext.Main$State.DONE // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:31)
  s9: call corpus.extra.enumbodynext.Main$State.$values // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:18)
  s10: write corpus.extra.enumbodynext.Main$State.$VALUES // at corpus.extra.enumbodynext.Main$State.<clinit>(Main.java:18)
}

proc corpus.extra.enumbodynext.Main$State.<init>[corpus.extra.enumbodynext.Main$State$1@Main.java:19] {
}

proc corpus.extra.enumbodynext.Main.<clinit> {
  s0: read corpus.extra.enumbodynext.Main$State.NEW // at corpus.extra.enumbodynext.Main.<clinit>(Main.java:41)
  s1: write corpus.extra.enumbodynext.Main.state // at corpus.extra.enumbodynext.Main.<clinit>(Main.java:41)
  s4: write corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.<clinit>(Main.java:42)
}

proc corpus.extra.enumbodynext.Main.lambda$main$0 {
  s2e1: read corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:47)
  s3e1: acquire java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:47)
  s4e1: read corpus.extra.enumbodynext.Main.state // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s5e1: jump s5e1_1 s5e1_3               // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s5e1_1: call corpus.extra.enumbodynext.Main$State$1.next[corpus.extra.enumbodynext.Main$State$1@Main.java:19] // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s5e1_2: goto s5e1_j0                   // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s5e1_3: call corpus.extra.enumbodynext.Main$State$2.next[corpus.extra.enumbodynext.Main$State$2@Main.java:25] // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s5e1_j0: skip                          // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s6e1: write corpus.extra.enumbodynext.Main.state // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s7e1: read corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:49)
  s8e1: notifyAll java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:49)
  s9e1: release java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:50)
  s19e2: read corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:47)
  s20e2: acquire java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:47)
  s21e2: read corpus.extra.enumbodynext.Main.state // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s22e2: jump s22e2_1 s22e2_3            // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s22e2_1: call corpus.extra.enumbodynext.Main$State$1.next[corpus.extra.enumbodynext.Main$State$1@Main.java:19] // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s22e2_2: goto s22e2_j0                 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s22e2_3: call corpus.extra.enumbodynext.Main$State$2.next[corpus.extra.enumbodynext.Main$State$2@Main.java:25] // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s22e2_j0: skip                         // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s23e2: write corpus.extra.enumbodynext.Main.state // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:48)
  s24e2: read corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:49)
  s25e2: notifyAll java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:49)
  s26e2: release java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.lambda$main$0(Main.java:50)
}

proc corpus.extra.enumbodynext.Main.main {
  s5: fork corpus.extra.enumbodynext.Main.lambda$main$0 java.lang.Thread@Main.java:45 // at corpus.extra.enumbodynext.Main.main(Main.java:53)
  s6: read corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.main(Main.java:54)
  s7: acquire java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.main(Main.java:54)
  s8: read corpus.extra.enumbodynext.Main.state // at corpus.extra.enumbodynext.Main.main(Main.java:55)
  s9: read corpus.extra.enumbodynext.Main$State.DONE // at corpus.extra.enumbodynext.Main.main(Main.java:55)
  s11: read corpus.extra.enumbodynext.Main.LOCK // at corpus.extra.enumbodynext.Main.main(Main.java:56)
  s12: wait java.lang.Object@Main.java:42 // at corpus.extra.enumbodynext.Main.main(Main.java:56)
  s12_1: goto s8                         // at corpus.extra.enumbodynext.Main.main(Main.java:56)
}

proc entry {
  init0: call corpus.extra.enumbodynext.Main.<clinit> // at corpus.extra.enumbodynext.Main.main(Main.java:45)
  init1: call corpus.extra.enumbodynext.Main$State.<clinit> // at corpus.extra.enumbodynext.Main.main(Main.java:45)
  main: call corpus.extra.enumbodynext.Main.main // at corpus.extra.enumbodynext.Main.main(Main.java:45)
}
