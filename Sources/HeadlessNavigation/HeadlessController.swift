import SegueKit
