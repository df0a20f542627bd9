main corpus.size.diningphilp8t.fixed.Main.main

proc corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] {
}

proc corpus.size.diningphilp8t.fixed.Main.main {
  s2: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:16)
  s5: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:17)
  s8: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:18)
  s11: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:19)
  s14: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:20)
  s17: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:21)
  s20: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:22)
  s23: call corpus.size.diningphilp8t.fixed.Fork.<init>[corpus.size.diningphilp8t.fixed.Fork@Main.java:16] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:23)
  s26: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:24)
  s27: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:24)
  s29: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:25)
  s30: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:25)
  s32: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:26)
  s33: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:26)
  s35: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:27)
  s36: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:27)
  s38: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:28)
  s39: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:28)
  s41: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:29)
  s42: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:29)
  s44: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:30)
  s45: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:30)
  s47: call corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:31)
  s48: fork corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31 // at corpus.size.diningphilp8t.fixed.Main.main(Main.java:31)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.<init>[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] {
  s4: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:44)
  s5: write corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.<init>(Main.java:45)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:17.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:17.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] {
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31]#args,p0=1 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:17.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:17.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 {
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:17.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:17.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:18.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:17 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:19.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:18 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:20.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:19 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:21.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:20 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:22.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:21 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:22 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] {
  s2: jump exit s4                       // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:49)
  s4: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9: read corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11: write corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12: release corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22: release corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31]#args,p0=1 {
  s4e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.left // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s5e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:52)
  s6e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s7e1: acquire corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:53)
  s8e1: read corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31.right // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s9e1: read corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s11e1: write corpus.size.diningphilp8t.fixed.Fork@Main.java:23.uses // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:54)
  s12e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:23 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:55)
  s22e1: release corpus.size.diningphilp8t.fixed.Fork@Main.java:16 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:56)
  s25e3: call corpus.size.diningphilp8t.fixed.Philosopher.dine[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24]#args,p0=0 // at corpus.size.diningphilp8t.fixed.Philosopher.dine(Main.java:57)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:24] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:25] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:26] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:27] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:28] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:29] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:30] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}

proc corpus.size.diningphilp8t.fixed.Philosopher.run[corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] {
  s1: call corpus.size.diningphilp8t.fixed.Philosopher.dine[args(p0=2),corpus.size.diningphilp8t.fixed.Philosopher@Main.java:31] // at corpus.size.diningphilp8t.fixed.Philosopher.run(Main.java:62)
}
