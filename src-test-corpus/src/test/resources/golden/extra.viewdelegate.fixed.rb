main entry

proc corpus.extra.viewdelegate.fixed.Main$Journal.<init>[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] {
}

proc corpus.extra.viewdelegate.fixed.Main$Journal.append[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] {
  s2: acquire corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44 // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:32)
  s3: read corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44.n // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:33)
  s5: write corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44.n // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:33)
  s6: release corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44 // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:34)
  s12: read corpus.extra.viewdelegate.fixed.Main.REPORT // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:35)
  s13: acquire java.lang.Object@Main.java:41 // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:35)
  s14: read corpus.extra.viewdelegate.fixed.Main.REPORT // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:36)
  s16: release java.lang.Object@Main.java:41 // at corpus.extra.viewdelegate.fixed.Main$Journal.append(Main.java:37)
}

proc corpus.extra.viewdelegate.fixed.Main$Journal.get(int):java.lang.Object[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] {
  s2: call corpus.extra.viewdelegate.fixed.Main$Journal.get(int):java.lang.String[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] // at corpus.extra.viewdelegate.fixed.Main$Journal.get(Main.java:18)
}

proc corpus.extra.viewdelegate.fixed.Main$Journal.get(int):java.lang.String[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] {
  sync: acquire corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44 // at corpus.extra.viewdelegate.fixed.Main$Journal.get(Main.java:23)
  ret_0: release corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44 // at corpus.extra.viewdelegate.fixed.Main$Journal.get(Main.java:23)
}

proc corpus.extra.viewdelegate.fixed.Main$Journal.size[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] {
  sync: acquire corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44 // at corpus.extra.viewdelegate.fixed.Main$Journal.size(Main.java:28)
  s1: read corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44.n // at corpus.extra.viewdelegate.fixed.Main$Journal.size(Main.java:28)
  ret_0: release corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44 // at corpus.extra.viewdelegate.fixed.Main$Journal.size(Main.java:28)
}

proc corpus.extra.viewdelegate.fixed.Main.<clinit> {
  s2: write corpus.extra.viewdelegate.fixed.Main.REPORT // at corpus.extra.viewdelegate.fixed.Main.<clinit>(Main.java:41)
}

proc corpus.extra.viewdelegate.fixed.Main.lambda$main$0[corpus.extra.viewdelegate.fixed.Main.main:46#11] {
  s1: read corpus.extra.viewdelegate.fixed.Main.REPORT // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:47)
  s2: acquire java.lang.Object@Main.java:41 // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:47)
  s3: call corpus.extra.viewdelegate.fixed.Main.pause // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:48)
  s4: jump s4_1 s4_2                     // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:49)
  s4_2: call corpus.extra.viewdelegate.fixed.Main$Journal.size[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:49)
  s4_1: skip                             // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:49)
  s5: release java.lang.Object@Main.java:41 // at corpus.extra.viewdelegate.fixed.Main.lambda$main$0(Main.java:50)
}

proc corpus.extra.viewdelegate.fixed.Main.main {
  s3: call corpus.extra.viewdelegate.fixed.Main$Journal.<init>[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] // at corpus.extra.viewdelegate.fixed.Main.main(Main.java:44)
  s11: fork corpus.extra.viewdelegate.fixed.Main.lambda$main$0[corpus.extra.viewdelegate.fixed.Main.main:46#11] java.lang.Thread@Main.java:46 // at corpus.extra.viewdelegate.fixed.Main.main(Main.java:52)
  s13: call corpus.extra.viewdelegate.fixed.Main$Journal.append[corpus.extra.viewdelegate.fixed.Main$Journal@Main.java:44] // at corpus.extra.viewdelegate.fixed.Main.main(Main.java:53)
  s14: join java.lang.Thread@Main.java:46 // at corpus.extra.viewdelegate.fixed.Main.main(Main.java:54)
}

proc corpus.extra.viewdelegate.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.viewdelegate.fixed.Main.<clinit> // at corpus.extra.viewdelegate.fixed.Main.main(Main.java:44)
  main: call corpus.extra.viewdelegate.fixed.Main.main // at corpus.extra.viewdelegate.fixed.Main.main(Main.java:44)
}
