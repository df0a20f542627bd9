main entry

proc corpus.extra.viewdelegate.Main$Journal.<init>[corpus.extra.viewdelegate.Main$Journal@Main.java:46] {
}

proc corpus.extra.viewdelegate.Main$Journal.append[corpus.extra.viewdelegate.Main$Journal@Main.java:46] {
  sync: acquire corpus.extra.viewdelegate.Main$Journal@Main.java:46 // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:35)
  s1: read corpus.extra.viewdelegate.Main$Journal@Main.java:46.n // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:35)
  s3: write corpus.extra.viewdelegate.Main$Journal@Main.java:46.n // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:35)
  s4: call corpus.extra.viewdelegate.Main.pause // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:36)
  s5: read corpus.extra.viewdelegate.Main.REPORT // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:37)
  s6: acquire java.lang.Object@Main.java:43 // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:37)
  s7: read corpus.extra.viewdelegate.Main$Journal@Main.java:46.n // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:38)
  s9: write corpus.extra.viewdelegate.Main$Journal@Main.java:46.n // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:38)
  s10: release java.lang.Object@Main.java:43 // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:39)
  ret_0: release corpus.extra.viewdelegate.Main$Journal@Main.java:46 // at corpus.extra.viewdelegate.Main$Journal.append(Main.java:35)
}

proc corpus.extra.viewdelegate.Main$Journal.get(int):java.lang.Object[corpus.extra.viewdelegate.Main$Journal@Main.java:46] {
  s2: call corpus.extra.viewdelegate.Main$Journal.get(int):java.lang.String[corpus.extra.viewdelegate.Main$Journal@Main.java:46] // at corpus.extra.viewdelegate.Main$Journal.get(Main.java:21)
}

proc corpus.extra.viewdelegate.Main$Journal.get(int):java.lang.String[corpus.extra.viewdelegate.Main$Journal@Main.java:46] {
  sync: acquire corpus.extra.viewdelegate.Main$Journal@Main.java:46 // at corpus.extra.viewdelegate.Main$Journal.get(Main.java:26)
  ret_0: release corpus.extra.viewdelegate.Main$Journal@Main.java:46 // at corpus.extra.viewdelegate.Main$Journal.get(Main.java:26)
}

proc corpus.extra.viewdelegate.Main$Journal.size[corpus.extra.viewdelegate.Main$Journal@Main.java:46] {
  sync: acquire corpus.extra.viewdelegate.Main$Journal@Main.java:46 // at corpus.extra.viewdelegate.Main$Journal.size(Main.java:31)
  s1: read corpus.extra.viewdelegate.Main$Journal@Main.java:46.n // at corpus.extra.viewdelegate.Main$Journal.size(Main.java:31)
  ret_0: release corpus.extra.viewdelegate.Main$Journal@Main.java:46 // at corpus.extra.viewdelegate.Main$Journal.size(Main.java:31)
}

proc corpus.extra.viewdelegate.Main.<clinit> {
  s2: write corpus.extra.viewdelegate.Main.REPORT // at corpus.extra.viewdelegate.Main.<clinit>(Main.java:43)
}

proc corpus.extra.viewdelegate.Main.lambda$main$0[corpus.extra.viewdelegate.Main.main:48#11] {
  s1: read corpus.extra.viewdelegate.Main.REPORT // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:49)
  s2: acquire java.lang.Object@Main.java:43 // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:49)
  s3: call corpus.extra.viewdelegate.Main.pause // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:50)
  s4: jump s4_1 s4_2                     // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:51)
  s4_2: call corpus.extra.viewdelegate.Main$Journal.size[corpus.extra.viewdelegate.Main$Journal@Main.java:46] // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:51)
  s4_1: skip                             // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:51)
  s5: release java.lang.Object@Main.java:43 // at corpus.extra.viewdelegate.Main.lambda$main$0(Main.java:52)
}

proc corpus.extra.viewdelegate.Main.main {
  s3: call corpus.extra.viewdelegate.Main$Journal.<init>[corpus.extra.viewdelegate.Main$Journal@Main.java:46] // at corpus.extra.viewdelegate.Main.main(Main.java:46)
  s11: fork corpus.extra.viewdelegate.Main.lambda$main$0[corpus.extra.viewdelegate.Main.main:48#11] java.lang.Thread@Main.java:48 // at corpus.extra.viewdelegate.Main.main(Main.java:54)
  s13: call corpus.extra.viewdelegate.Main$Journal.append[corpus.extra.viewdelegate.Main$Journal@Main.java:46] // at corpus.extra.viewdelegate.Main.main(Main.java:55)
  s14: join java.lang.Thread@Main.java:48 // at corpus.extra.viewdelegate.Main.main(Main.java:56)
}

proc corpus.extra.viewdelegate.Main.pause {
}

proc entry {
  init0: call corpus.extra.viewdelegate.Main.<clinit> // at corpus.extra.viewdelegate.Main.main(Main.java:46)
  main: call corpus.extra.viewdelegate.Main.main // at corpus.extra.viewdelegate.Main.main(Main.java:46)
}
